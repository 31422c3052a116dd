import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  accounts,
  audioFiles,
  callAccounts,
  callCenterAgents,
  callCenterQueues,
  callCenterTiers,
  callerIds,
  dids,
  domains,
  extensions,
  gateways,
  localizations,
  pricelists,
  sipProfiles,
  userLogins,
} from '../db/schema/index.js';
import { createPersonWithLogin } from '../bootstrap/people.js';
import { hashPassword } from '../modules/session/passwords.js';

const unique = () => randomBytes(4).toString('hex');
const digits = () => String(Math.floor(1e9 + Math.random() * 9e9));

/** Stores one row (a factory's defaults, overridden by what the test gives) and answers it as read back. */
async function insertRow<T extends PgTable>(db: Database, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row;
}

export async function createUser(db: Database, type: 'admin' | 'agent' | 'user' = 'admin', password = 'correct horse battery') {
  const email = `${type}-${unique()}@example.test`;
  const id = await createPersonWithLogin(db, { firstname: 'Test', lastname: type, email, phone: '', type }, password);
  return { id, email, password };
}

/** A pricelist no call account uses yet, so it may be deleted. */
export async function createPricelist(db: Database, values: Partial<typeof pricelists.$inferInsert> = {}) {
  return insertRow(db, pricelists, { name: `Pricelist ${unique()}`, ...values });
}

/** An account and its call account on a new pricelist, both of one owner (none unless given). */
export async function createCallAccountWithAccount(db: Database, ownerId: number | null = null) {
  const number = digits();
  const account = await insertRow(db, accounts, { type: 'user', type_id: ownerId, number });
  const pricelist = await createPricelist(db);
  const callAccount = await insertRow(db, callAccounts, {
    type: 'user',
    type_id: ownerId,
    number,
    name: 'Main',
    main_account_id: account.id,
    pricelist_id: pricelist.id,
  });
  return { account, callAccount, pricelist };
}

export async function createLocalization(db: Database, values: Partial<typeof localizations.$inferInsert> = {}) {
  return insertRow(db, localizations, { name: `Localization ${unique()}`, ...values });
}

/** An account nothing refers to yet, so it may be deleted; a provider unless told, as a user account needs its user. */
export async function createAccount(db: Database, values: Partial<typeof accounts.$inferInsert> = {}) {
  return insertRow(db, accounts, { type: 'provider', number: digits(), ...values });
}

export async function createCallerId(db: Database, accountId: number, values: Partial<typeof callerIds.$inferInsert> = {}) {
  return insertRow(db, callerIds, { callerid_number: digits(), account_id: accountId, ...values });
}

export const fingerprint = () => `fp-${randomBytes(12).toString('hex')}`;

/** Signs in through the real endpoint; answers the bearer header, the refresh cookie and the device. */
export async function signIn(app: FastifyInstance, user: { email: string; password: string }, device = fingerprint()) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: device, email: user.email, password: user.password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = refreshCookieOf(response);
  return {
    headers: { authorization: `Bearer ${response.json().tokens.accessToken}` },
    refreshCookie: cookie?.value ?? '',
    device,
    body: response.json(),
  };
}

/** Gives a user one more login username with its own password. */
export async function addLogin(db: Database, userId: number, login: string, password: string) {
  await db.insert(userLogins).values({ user_id: userId, login, password_hash: await hashPassword(password), created_by_id: userId });
}

export async function createDid(db: Database, refs: { account: { id: number }; callAccount: { id: number } }, values: Partial<typeof dids.$inferInsert> = {}) {
  return insertRow(db, dids, { number: digits(), account_id: refs.account.id, call_billing_account_id: refs.callAccount.id, ...values });
}

export const refreshCookieOf = <T extends { name: string }>(response: { cookies: T[] }) => response.cookies.find((item) => item.name === 'rl_refresh');

/** Presents a refresh cookie from a device, as the console does after a 401 REFRESH_TOKEN. */
export function refreshSession(app: FastifyInstance, cookie: string | undefined, device: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/refresh',
    payload: { device: { token: device } },
    ...(cookie === undefined ? {} : { cookies: { rl_refresh: cookie } }),
  });
}

/** A SIP profile no gateway uses yet, so it may be deleted. */
export async function createSipProfile(db: Database, values: Partial<typeof sipProfiles.$inferInsert> = {}) {
  return insertRow(db, sipProfiles, { name: `profile-${unique()}`, sip_ip: '10.0.0.5', ...values });
}

/** A gateway (on a new SIP profile unless given) no trunk uses yet. */
export async function createGateway(db: Database, values: Partial<typeof gateways.$inferInsert> = {}) {
  return insertRow(db, gateways, { name: `gateway-${unique()}`, enabled: true, profile_id: values.profile_id ?? (await createSipProfile(db)).id, ...values });
}

/** A domain (the primary one unless told), for extensions to live in. */
export async function createDomain(db: Database, values: Partial<typeof domains.$inferInsert> = {}) {
  return insertRow(db, domains, { name: `d${unique()}.example.test`, is_primary: true, ...values });
}

/** An extension on an account, in the given domain. */
export async function createExtension(
  db: Database,
  refs: { account: { id: number }; domain: { id: number } },
  values: Partial<typeof extensions.$inferInsert> = {},
) {
  return insertRow(db, extensions, { username: digits().slice(0, 6), account_id: refs.account.id, domain_id: refs.domain.id, ...values });
}

/** A call-centre agent of a user, in a domain, reached at a directory user of that domain. */
export async function createCallCenterAgent(
  db: Database,
  refs: { user: { id: number }; domain: { id: number; name: string } },
  values: Partial<typeof callCenterAgents.$inferInsert> = {},
) {
  const name = `agent-${unique()}`;
  return insertRow(db, callCenterAgents, {
    name,
    user_id: refs.user.id,
    domain_id: refs.domain.id,
    type: 'callback',
    contact: `user/${name}@${refs.domain.name}`,
    status: 'Available',
    ...values,
  });
}

/** A call-centre queue of a domain, with the spec's parameters. */
export async function createCallCenterQueue(db: Database, domain: { id: number }, values: Partial<typeof callCenterQueues.$inferInsert> = {}) {
  return insertRow(db, callCenterQueues, { name: `queue-${unique()}`, domain_id: domain.id, parameters: { strategy: 'ring-progressively' }, ...values });
}

/** An agent's tier in a queue. */
export async function createCallCenterTier(
  db: Database,
  refs: { queue: { id: number }; agent: { id: number } },
  values: Partial<typeof callCenterTiers.$inferInsert> = {},
) {
  return insertRow(db, callCenterTiers, { queue_id: refs.queue.id, agent_id: refs.agent.id, ...values });
}

/** An audio file's row (its bytes are not needed where only the row is named), in the call-centre category. */
export async function createAudioFile(db: Database, values: Partial<typeof audioFiles.$inferInsert> = {}) {
  const storedName = `${unique()}.wav`;
  return insertRow(db, audioFiles, {
    filename: 'hold-music.wav',
    stored_name: storedName,
    filesize: 8044,
    duration: 0.5,
    format: 'PCM 16-bit mono 8000 Hz',
    category: 'callcenter',
    location: `/usr/share/freeswitch/sounds/ringledger/callcenter/${storedName}`,
    info: { absolute_directory: '/tmp/audio/callcenter', mounted_directory: '/usr/share/freeswitch/sounds/ringledger/callcenter' },
    ...values,
  });
}
