import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts, callAccounts, extensionDids, pricelists, rates, trunks } from '../db/schema/index.js';
import { buildModJsonCdr, encodeModJsonCdr, type CdrEncoding, type SampleCall } from '../modules/call-records/mod-json-cdr.js';
import {
  createCallAccountWithAccount,
  createDid,
  createDomain,
  createExtension,
  createGateway,
  createLocalization,
  createPricelist,
  createUser,
} from './factories.js';

const tag = () => randomBytes(3).toString('hex');

/**
 * A small telephony estate to bill calls in: a customer with two extensions on a pricelist
 * (0.10/min to 234, connect 0.05, 60/30 increments) and a localization turning 0 into 234, a DID
 * of theirs, and a carrier (provider account, pricelist at 0.06/min, gateway and trunk).
 */
export async function createCallWorld(db: Database) {
  const domain = await createDomain(db, { name: `pbx-${tag()}.example.test`, is_primary: false });
  const owner = await createUser(db, 'user');
  const localization = await createLocalization(db, { number_originate: '0/234,+/*', number_terminate: '*/00' });
  const customer = await createCallAccountWithAccount(db, owner.id);
  await db.update(accounts).set({ localization_id: localization.id }).where(eq(accounts.id, customer.account.id));
  await db.update(callAccounts).set({ balance: '100', local_charge_per_min: '0.02' }).where(eq(callAccounts.id, customer.callAccount.id));
  const { pricelist } = customer;
  await db.update(pricelists).set({ init_inc: 60, inc: 30 }).where(eq(pricelists.id, pricelist.id));
  await db.insert(rates).values([
    { pricelist_id: pricelist.id, prefix: '234', cost_per_min: '0.10', connect_cost: '0.05' },
    { pricelist_id: pricelist.id, prefix: '44', cost_per_min: '0.30' },
  ]);
  const [caller, callee] = await Promise.all(
    ['1001', '1002'].map((username) =>
      createExtension(db, { account: customer.account, domain }, { username, call_billing_account_id: customer.callAccount.id }),
    ),
  );
  const did = await createDid(db, customer, { number: `23480${String(Date.now() % 1e8).padStart(8, '0')}`, cost: '0.02', connectcost: '0.01' });
  await db.insert(extensionDids).values({ extension_id: callee.id, did_id: did.id });

  const providerPricelist = await createPricelist(db, { init_inc: 1, inc: 1 });
  await db.insert(rates).values({ pricelist_id: providerPricelist.id, prefix: '00234', cost_per_min: '0.06' });
  const provider = await createCallAccountWithAccount(db, null);
  await db.update(accounts).set({ type: 'provider', localization_id: localization.id }).where(eq(accounts.id, provider.account.id));
  await db.update(callAccounts).set({ type: 'provider', pricelist_id: providerPricelist.id }).where(eq(callAccounts.id, provider.callAccount.id));
  const gateway = await createGateway(db, { name: `carrier-${tag()}` });
  const [trunk] = await db.insert(trunks).values({ name: 'Carrier A', gateway_id: gateway.id, provider_id: provider.account.id }).returning();
  return { domain, owner, localization, customer, pricelist, caller, callee, did, provider, providerPricelist, gateway, trunk };
}

export type CallWorld = Awaited<ReturnType<typeof createCallWorld>>;

/** An outbound call from the world's first extension and, optionally, its carrier leg. */
export function outboundCall(world: CallWorld, options: { billsec?: number; destination?: string; start?: Date; uuid?: string } = {}) {
  const uuid = options.uuid ?? randomUUID();
  const start = options.start ?? new Date(Date.now() - 60 * 60 * 1000);
  const billsec = options.billsec ?? 125;
  const destination = options.destination ?? '08031234567';
  const a: SampleCall = { uuid, callerIdNumber: '1001', destinationNumber: destination, sipUser: '1001', domain: world.domain.name, start, billsec };
  const b: SampleCall = {
    uuid: randomUUID(),
    aLegUuid: uuid,
    callerIdNumber: '2348035550199',
    destinationNumber: destination.replace(/^0/, '234'),
    domain: world.domain.name,
    start: new Date(start.getTime() + 900),
    ringSeconds: 3,
    billsec: Math.max(0, billsec - 1),
    gateway: world.gateway.name,
  };
  return { uuid, a, b };
}

export const SWITCH = { user: 'freeswitch', password: 'switch-secret-for-tests' };
export const switchAuth = `Basic ${Buffer.from(`${SWITCH.user}:${SWITCH.password}`).toString('base64')}`;

/** Posts one leg as mod_json_cdr does. */
export function postCdr(app: FastifyInstance, call: SampleCall, options: { encoding?: CdrEncoding; encodeValues?: boolean } = {}) {
  const { body, contentType } = encodeModJsonCdr(buildModJsonCdr(call), options);
  return app.inject({
    method: 'POST',
    url: `/api/v1/freeswitch/cdr?uuid=${call.uuid}`,
    headers: { authorization: switchAuth, 'content-type': contentType, 'user-agent': 'freeswitch-json/1.0' },
    payload: body,
  });
}
