import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { SWITCH, switchAuth, createCallWorld, outboundCall, postCdr, type CallWorld } from '../../test/call-world.js';
import { accounts, callAccounts, callReservations } from '../../db/schema/index.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const actionsOf = (xml: string) =>
  [...xml.matchAll(/<action application="([^"]*)" data="([^"]*)"\/>/g)].map((match) => [
    match[1],
    match[2].replace(/&(amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]),
  ]);

describe('the dialplan authorizes each billable call before it rings', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  let world: CallWorld;

  /** An outbound call from the world's first extension, as mod_xml_curl asks with the channel's uuid. */
  async function dial(destination: string, uuid = randomUUID()) {
    // The rows were written straight to the database: the lookup waits until the app's switch data has heard of them.
    await context.app.switchData.settle();
    const form = [
      'hostname=switch-a',
      'section=dialplan',
      `Unique-ID=${uuid}`,
      `Hunt-Context=${world.domain.name}`,
      `Hunt-Destination-Number=${destination}`,
      `variable_rl_extension_id=${world.caller.id}`,
    ].join('&');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    return { uuid, actions: actionsOf(response.body) };
  }

  const setBalance = (balance: string) => context.db.update(callAccounts).set({ balance }).where(eq(callAccounts.id, world.customer.callAccount.id));

  beforeAll(async () => {
    world = await createCallWorld(context.db);
    await context.db.update(accounts).set({ maxchannels: 0, cps: 0 }).where(eq(accounts.id, world.customer.account.id));
  });

  it('schedules the hangup of an allowed call at the seconds its money pays, and holds that money', async () => {
    // 0.20 at 0.10 a minute after 0.05 to connect: 60 s, then 30 s steps: 90 s, costing 0.20.
    await setBalance('0.20');
    const { uuid, actions } = await dial('08031234567');
    expect(actions.slice(0, 2)).toEqual([
      ['set', 'rl_allowed_seconds=90'],
      ['set', 'execute_on_answer=sched_hangup +90 ALLOTTED_TIMEOUT'],
    ]);
    expect(actions.at(-1)?.[0]).toBe('bridge');
    const [reservation] = await context.db.select().from(callReservations).where(eq(callReservations.call_uuid, uuid));
    expect(reservation).toMatchObject({ held: '0.20000', allowed_seconds: 90, switch_name: 'switch-a', direction: 'outbound', destination: '2348031234567' });
  });

  it('refuses the next call before it rings, with 402 and the reason, while the first holds the money', async () => {
    const { actions } = await dial('08031234567');
    expect(actions).toEqual([
      ['log', 'WARNING Ringledger refused this call: 0.00000 available does not pay the connect cost and the first 60 seconds at 0.10000 a minute'],
      ['set', 'rl_refusal=0.00000 available does not pay the connect cost and the first 60 seconds at 0.10000 a minute'],
      ['respond', '402 Payment Required'],
    ]);
  });

  it('releases what the call held when its CDR is recorded, so the money can be spent again', async () => {
    const [held] = await context.db.select().from(callReservations);
    const call = outboundCall(world, { uuid: held.call_uuid.toUpperCase(), billsec: 80 });
    await postCdr(context.app, call.a);
    expect(await context.db.$count(callReservations)).toBe(0);
    // 0.20 - (0.05 + 90 s at 0.10) = 0.00: the call charged what it held, and nothing is left to hold.
    const [after] = await context.db.select().from(callAccounts).where(eq(callAccounts.id, world.customer.callAccount.id));
    expect(after.balance).toBe('0.00000');
    expect((await dial('08031234567')).actions.at(-1)).toEqual(['respond', '402 Payment Required']);
  });
});
