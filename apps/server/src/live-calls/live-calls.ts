import type { LiveCall, LiveCallMessage } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import type { EslConnection } from '../event-socket/esl-connection.js';
import type { SwitchLink } from '../switch-link/switch-link.js';
import { changeOf, LIVE_CALL_EVENTS, type SwitchCall } from './live-call-events.js';
import { findCallBilling, markCallEnded, type CallBilling } from './live-calls.queries.js';
import { inboundChannelsOf, readSwitchCall } from './switch-channels.js';

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

  /** The calls each resync in progress saw end through events, so a dump taken as one ends does not bring it back. */
  const endedDuringResync = new Set<Set<string>>();

  function end(uuid: string) {
    switchCalls.delete(uuid);
    calls.delete(uuid);
    for (const ended of endedDuringResync) ended.add(uuid);
    tell({ type: 'ended', uuid });
    markCallEnded(options.db, uuid).catch((error: Error) => options.log(`live calls: cannot mark call ${uuid} ended: ${error.message}`));
  }

  function track(call: SwitchCall) {
    switchCalls.set(call.uuid, call);
    const tracked: Tracked = { call, billing: calls.get(call.uuid)?.billing ?? null };
    calls.set(call.uuid, tracked);
    if (call.state === 'ringing') {
      tell({ type: 'call', call: answerOf(tracked) });
      return;
    }
    // Answered: the dialplan has authorized it by now, so what it holds is known.
    void billingOf(call).then((billing) => {
      const current = calls.get(call.uuid);
      if (!current) return;
      current.billing = billing;
      tell({ type: 'call', call: answerOf(current) });
    });
  }

  /**
   * A switch (re)connected: what it carries now replaces what this instance believed of it. Calls
   * that ended while nobody listened are dropped, calls that began (or were answered) are read
   * from the switch, so a Ringledger that restarts mid-call shows the calls in progress.
   */
  async function resync(switchId: number, connection: EslConnection) {
    const ended = new Set<string>();
    endedDuringResync.add(ended);
    try {
      // Known before asking: a call that begins after the question is heard through its events.
      const believed = [...switchCalls.values()].filter((call) => call.switch_id === switchId).map((call) => call.uuid);
      const present = inboundChannelsOf(await connection.api('show channels as json'));
      for (const uuid of believed) if (!present.includes(uuid) && switchCalls.has(uuid)) end(uuid);
      for (const uuid of present) {
        const call = await readSwitchCall(connection, switchId, uuid);
        const known = switchCalls.get(uuid);
        if (!call || ended.has(uuid) || (known && known.state === call.state)) continue;
        track(known ? { ...call, callAccountId: call.callAccountId ?? known.callAccountId } : call);
      }
    } catch (error) {
      // A connection lost mid-way is read again when it is back; nothing here may end it.
      options.log(`live calls: cannot read the calls in progress on switch ${switchId}: ${(error as Error).message}`);
    } finally {
      endedDuringResync.delete(ended);
    }
  }

  const unsubscribe = options.switches.subscribe(LIVE_CALL_EVENTS, (switchId, event) => {
    const change = changeOf(switchId, event, switchCalls);
    if (!change) return;
    if (change.kind === 'ended') end(change.uuid);
    else track(change.call);
  });
  const stopResyncing = options.switches.onReady(resync);
  // A switch no longer linked is not heard: its calls leave the view, though its reservations wait
  // for their CDRs (or their expiry), as the calls may still be talking.
  const stopForgetting = options.switches.onGone((switchId) => {
    for (const call of [...switchCalls.values()]) {
      if (call.switch_id !== switchId) continue;
      switchCalls.delete(call.uuid);
      calls.delete(call.uuid);
      tell({ type: 'ended', uuid: call.uuid });
    }
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
      stopResyncing();
      stopForgetting();
      for (const finish of listeners.values()) finish();
      listeners.clear();
    },
  };
}

export type LiveCalls = ReturnType<typeof createLiveCalls>;
