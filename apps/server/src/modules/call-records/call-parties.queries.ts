import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, dids, domains, extensionDids, extensions, gateways, trunks } from '../../db/schema/index.js';
import type { CdrLeg } from './cdr-parser.js';

export interface PartyExtension {
  id: number;
  username: string;
  domain: string;
  account_id: number;
  call_billing_account_id: number | null;
}
export interface PartyDid {
  id: number;
  number: string;
  account_id: number;
  call_billing_account_id: number;
  cost: string;
  connectcost: string;
  includedseconds: number;
  init_inc: number;
  inc: number;
  /** The extension it rings, for the extension's call list. */
  extension_id: number | null;
}
export interface PartyCallAccount {
  id: number;
  main_account_id: number | null;
  pricelist_id: number | null;
  local_charge_per_min: string;
  type: string;
  type_id: number | null;
}
export interface PartyAccount {
  id: number;
  localization_id: number | null;
  type: string;
  type_id: number | null;
}
export interface PartyTrunk {
  id: number;
  name: string | null;
  gateway: string;
  provider_id: number | null;
}

/** Everything a batch of CDRs names, read in a few queries for the whole batch, keyed as the billing rules look things up. */
export interface CallParties {
  extensionsByUser: Map<string, PartyExtension>;
  extensionsById: Map<number, PartyExtension>;
  didsByNumber: Map<string, PartyDid>;
  didsById: Map<number, PartyDid>;
  callAccounts: Map<number, PartyCallAccount>;
  accounts: Map<number, PartyAccount>;
  trunksById: Map<number, PartyTrunk>;
  trunksByGateway: Map<string, PartyTrunk>;
  /** A provider account's call account (its oldest), which carrier costs are charged to. */
  providerCallAccounts: Map<number, PartyCallAccount>;
}

/** `1001@pbx.example.net`, as SIP compares them: without regard to case. */
export const userKey = (user: string, domain: string) => `${user.toLowerCase()}@${domain.toLowerCase()}`;

/** A number as DIDs are stored (digits, maybe a leading +), in both forms, since a switch may send either. */
export function didNumbersOf(number: string | null) {
  const digits = (number ?? '').replace(/[^\d]/g, '');
  return digits === '' ? [] : [digits, `+${digits}`];
}

const ids = (values: (number | null | undefined)[]) => [...new Set(values.filter((value): value is number => typeof value === 'number'))];

async function loadExtensions(db: Executor, legs: CdrLeg[]) {
  const domainNames = [...new Set(legs.flatMap((leg) => (leg.domain ? [leg.domain.toLowerCase()] : [])))];
  const users = [...new Set(legs.flatMap((leg) => [leg.sipUser, leg.destinationNumber].flatMap((user) => (user ? [user.toLowerCase()] : []))))];
  const byId = ids(legs.map((leg) => leg.ids.extensionId));
  const byUser =
    domainNames.length > 0 && users.length > 0
      ? and(inArray(sql`lower(${domains.name})`, domainNames), inArray(sql`lower(${extensions.username})`, users))
      : undefined;
  const where = or(byUser, byId.length > 0 ? inArray(extensions.id, byId) : undefined);
  if (!where) return [];
  return db
    .select({
      id: extensions.id,
      username: extensions.username,
      domain: domains.name,
      account_id: extensions.account_id,
      call_billing_account_id: extensions.call_billing_account_id,
    })
    .from(extensions)
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .where(where);
}

async function loadDids(db: Executor, legs: CdrLeg[]) {
  const numbers = [...new Set(legs.flatMap((leg) => didNumbersOf(leg.destinationNumber)))];
  const byId = ids(legs.map((leg) => leg.ids.didId));
  const where = or(numbers.length > 0 ? inArray(dids.number, numbers) : undefined, byId.length > 0 ? inArray(dids.id, byId) : undefined);
  if (!where) return [];
  return db
    .select({
      id: dids.id,
      number: dids.number,
      account_id: dids.account_id,
      call_billing_account_id: dids.call_billing_account_id,
      cost: dids.cost,
      connectcost: dids.connectcost,
      includedseconds: dids.includedseconds,
      init_inc: dids.init_inc,
      inc: dids.inc,
      extension_id: sql<number | null>`(select min(${extensionDids.extension_id}) from ${extensionDids} where ${extensionDids.did_id} = ${dids.id})`,
    })
    .from(dids)
    .where(where);
}

async function loadTrunks(db: Executor, legs: CdrLeg[]) {
  const names = [...new Set(legs.flatMap((leg) => (leg.gateway ? [leg.gateway] : [])))];
  const byId = ids(legs.map((leg) => leg.ids.trunkId));
  const where = or(names.length > 0 ? inArray(gateways.name, names) : undefined, byId.length > 0 ? inArray(trunks.id, byId) : undefined);
  if (!where) return [];
  return (
    db
      .select({ id: trunks.id, name: trunks.name, gateway: gateways.name, provider_id: trunks.provider_id, enabled: trunks.enabled })
      .from(trunks)
      .innerJoin(gateways, eq(gateways.id, trunks.gateway_id))
      .where(where)
      // Where several trunks leave through one gateway, the one tried first bills it.
      .orderBy(asc(trunks.precedence), asc(trunks.id))
  );
}

const callAccountColumns = {
  id: callAccounts.id,
  main_account_id: callAccounts.main_account_id,
  pricelist_id: callAccounts.pricelist_id,
  local_charge_per_min: callAccounts.local_charge_per_min,
  type: callAccounts.type,
  type_id: callAccounts.type_id,
};

/** The rows a batch of legs names: extensions by user and domain, DIDs by number, trunks by gateway, and their accounts. */
export async function loadCallParties(db: Executor, legs: CdrLeg[]): Promise<CallParties> {
  const [extensionRows, didRows, trunkRows] = await Promise.all([loadExtensions(db, legs), loadDids(db, legs), loadTrunks(db, legs)]);
  const callAccountIds = ids([
    ...legs.map((leg) => leg.ids.callAccountId),
    ...extensionRows.map((row) => row.call_billing_account_id),
    ...didRows.map((row) => row.call_billing_account_id),
  ]);
  const providerIds = ids(trunkRows.map((row) => row.provider_id));
  const [callAccountRows, providerCallAccountRows] = await Promise.all([
    callAccountIds.length > 0 ? db.select(callAccountColumns).from(callAccounts).where(inArray(callAccounts.id, callAccountIds)) : [],
    providerIds.length > 0
      ? db
          .selectDistinctOn([callAccounts.main_account_id], callAccountColumns)
          .from(callAccounts)
          .where(inArray(callAccounts.main_account_id, providerIds))
          .orderBy(callAccounts.main_account_id, callAccounts.id)
      : [],
  ]);
  const accountIds = ids([
    ...extensionRows.map((row) => row.account_id),
    ...didRows.map((row) => row.account_id),
    ...callAccountRows.map((row) => row.main_account_id),
    ...providerIds,
  ]);
  const accountRows =
    accountIds.length > 0
      ? await db
          .select({ id: accounts.id, localization_id: accounts.localization_id, type: accounts.type, type_id: accounts.type_id })
          .from(accounts)
          .where(inArray(accounts.id, accountIds))
      : [];
  const trunksByGateway = new Map<string, PartyTrunk>();
  for (const trunk of trunkRows) if (trunk.enabled && !trunksByGateway.has(trunk.gateway)) trunksByGateway.set(trunk.gateway, trunk);
  return {
    extensionsByUser: new Map(extensionRows.map((row) => [userKey(row.username, row.domain), row])),
    extensionsById: new Map(extensionRows.map((row) => [row.id, row])),
    didsByNumber: new Map(didRows.map((row) => [row.number.replace(/^\+/, ''), row])),
    didsById: new Map(didRows.map((row) => [row.id, row])),
    callAccounts: new Map([...callAccountRows, ...providerCallAccountRows].map((row) => [row.id, row])),
    accounts: new Map(accountRows.map((row) => [row.id, row])),
    trunksById: new Map(trunkRows.map((row) => [row.id, row])),
    trunksByGateway,
    providerCallAccounts: new Map(providerCallAccountRows.flatMap((row) => (row.main_account_id ? [[row.main_account_id, row] as const] : []))),
  };
}
