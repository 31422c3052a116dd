import type { LiveCall, LiveCallMessage } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import type { SwitchLink } from '../switch-link/switch-link.js';
import { changeOf, LIVE_CALL_EVENTS, type SwitchCall } from './live-call-events.js';
import { findCallBilling, markCallEnded, type CallBilling } from './live-calls.queries.js';

type Listener = (message: LiveCallMessage) => void;

interface Tracked {
  call: SwitchCall;
  billing: CallBilling | null;
}

const NO_BILLING: Omit<CallBilling, 'call_account_id'> = {
  call_account: null,
  owner_id: null,
  direction: null,
  cost_per_min: null,
  held: null,
  allowed_seconds: null,
};

/**
 * The calls in progress on every connected switch, kept in memory from the switches' own events
 * (each instance hears every switch), with what Ringledger holds for each from its reservation.
 * Listeners (the console's live view) hear each change as it happens.
 */
export function createLiveCalls(options: { db: Database; switches: SwitchLink; log: (message: string) => void }) {
  const calls = new Map<string, Tracked>();
  const listeners = new Map<Listener, () => void>();
  const switchCalls = new Map<string, SwitchCall>();

  function answerOf({ call, billing }: Tracked): LiveCall {
    const { callAccountId, ...shown } = call;
    const known = billing ?? { ...NO_BILLING, call_account_id: null };
    return {
      ...shown,
      call_account_id: known.call_account_id ?? callAccountId,
      call_account: known.call_account,
      direction: known.direction,
      cost_per_min: known.cost_per_min,
      held: known.held,
      allowed_seconds: known.allowed_seconds,
    };
  }

  const tell = (message: LiveCallMessage) => {
    for (const listener of listeners.keys()) listener(message);
  };

  async function billingOf(call: SwitchCall) {
    try {
      return await findCallBilling(options.db, call.uuid, call.callAccountId);
    } catch (error) {
      options.log(`live calls: cannot read what call ${call.uuid} holds: ${(error as Error).message}`);
      return null;
    }
  }

  const unsubscribe = options.switches.subscribe(LIVE_CALL_EVENTS, (switchId, event) => {
    const change = changeOf(switchId, event, switchCalls);
    if (!change) return;
    if (change.kind === 'ended') {
      switchCalls.delete(change.uuid);
      calls.delete(change.uuid);
      tell({ type: 'ended', uuid: change.uuid });
      markCallEnded(options.db, change.uuid).catch((error: Error) => options.log(`live calls: cannot mark call ${change.uuid} ended: ${error.message}`));
      return;
    }
    switchCalls.set(change.call.uuid, change.call);
    const tracked: Tracked = { call: change.call, billing: calls.get(change.call.uuid)?.billing ?? null };
    calls.set(change.call.uuid, tracked);
    if (change.kind === 'began') {
      tell({ type: 'call', call: answerOf(tracked) });
      return;
    }
    // Answered: the dialplan has authorized it by now, so what it holds is known.
    void billingOf(change.call).then((billing) => {
      const current = calls.get(change.call.uuid);
      if (!current) return;
      current.billing = billing;
      tell({ type: 'call', call: answerOf(current) });
    });
  });

  return {
    /** Every call in progress, oldest first; for one customer, only their own call accounts' calls. */
    list(ownerId?: number): LiveCall[] {
      const tracked = [...calls.values()].filter((entry) => ownerId === undefined || entry.billing?.owner_id === ownerId);
      return tracked.map(answerOf).sort((a, b) => a.started_at.localeCompare(b.started_at));
    },
    /** The switch carrying a call, if any does. */
    switchOf: (uuid: string) => calls.get(uuid.toLowerCase())?.call.switch_id,
    /** Hears each change until the answer unsubscribes; `end` runs if the server closes first. */
    listen(listener: Listener, end: () => void) {
      listeners.set(listener, end);
      return () => void listeners.delete(listener);
    },
    close() {
      unsubscribe();
      for (const end of listeners.values()) end();
      listeners.clear();
    },
  };
}

export type LiveCalls = ReturnType<typeof createLiveCalls>;
