import { useEffect, useState } from 'react';
import type { LiveCall, LiveCallMessage } from '@ringledger/contract';
import { apiStream, errorMessage } from '../../api/client';

/** How long a dropped stream waits before it connects again. */
const RECONNECT_MS = 2000;

/** The calls in progress, as the server's stream keeps them: a snapshot, then each change. */
export function useLiveCalls() {
  const [calls, setCalls] = useState<Map<string, LiveCall> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    const apply = (message: LiveCallMessage) =>
      setCalls((current) => {
        if (message.type === 'snapshot') return new Map(message.calls.map((call) => [call.uuid, call]));
        const next = new Map(current);
        if (message.type === 'call') next.set(message.call.uuid, message.call);
        else next.delete(message.uuid);
        return next;
      });
    async function follow() {
      while (!stop.signal.aborted) {
        try {
          await apiStream('/live-calls/stream', (data) => apply(data as LiveCallMessage), stop.signal);
          setProblem(null);
        } catch (error) {
          if (stop.signal.aborted) return;
          setProblem(errorMessage(error));
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    }
    void follow();
    return () => stop.abort();
  }, []);
  const sorted = calls && [...calls.values()].sort((a, b) => a.started_at.localeCompare(b.started_at));
  return { calls: sorted, problem };
}
