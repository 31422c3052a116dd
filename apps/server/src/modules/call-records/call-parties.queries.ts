import type pg from 'pg';
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
const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];

/*
 * One statement for a whole batch, run as a named prepared statement: parsed and planned once per
 * connection, one round trip per batch instead of six statements in three. Every lookup is by key
 * (`= any(array)`, an index condition), so it stays a few probes however many accounts there are.
 * Money columns travel as text, as the driver reads them, so no amount passes through a float.
 */
const LOAD_CALL_PARTIES = `
  with extension_rows as (
    -- Two index probes (by domain and user name, by id), not one condition across both tables.
    select e.id, e.username, d.name as domain, e.account_id, e.call_billing_account_id
    from domains d join extensions e on e.domain_id = d.id and lower(e.username) = any($2::text[])
    where lower(d.name) = any($1::text[])
    union
    select e.id, e.username, d.name, e.account_id, e.call_billing_account_id
    from extensions e join domains d on d.id = e.domain_id
    where e.id = any($3::int[])
  ), did_rows as (
    select d.id, d.number, d.account_id, d.call_billing_account_id, d.cost::text as cost, d.connectcost::text as connectcost,
      d.includedseconds, d.init_inc, d.inc, (select min(x.extension_id) from extension_dids x where x.did_id = d.id) as extension_id
    from dids d
    where d.number = any($4::text[]) or d.id = any($5::int[])
  ), trunk_rows as (
    select t.id, t.name, g.name as gateway, t.provider_id, t.enabled, t.precedence
    from trunks t join gateways g on g.id = t.gateway_id
    where g.name = any($6::text[]) or t.id = any($7::int[])
  ), call_account_rows as (
    select c.id, c.main_account_id, c.pricelist_id, c.local_charge_per_min::text as local_charge_per_min, c.type, c.type_id
    from call_accounts c
    where c.id = any($8::int[] || array(select call_billing_account_id from extension_rows union select call_billing_account_id from did_rows))
  ), provider_call_account_rows as (
    select distinct on (c.main_account_id) c.id, c.main_account_id, c.pricelist_id, c.local_charge_per_min::text as local_charge_per_min, c.type, c.type_id
    from call_accounts c
    where c.main_account_id = any(array(select provider_id from trunk_rows))
    order by c.main_account_id, c.id
  ), account_rows as (
    select a.id, a.localization_id, a.type, a.type_id
    from accounts a
    where a.id = any(array(
      select account_id from extension_rows union select account_id from did_rows
      union select main_account_id from call_account_rows union select provider_id from trunk_rows
    ))
  )
  select
    (select json_agg(extension_rows) from extension_rows) as extensions,
    (select json_agg(did_rows) from did_rows) as dids,
    -- Where several trunks leave through one gateway, the one tried first bills it.
    (select json_agg(trunk_rows order by precedence, id) from trunk_rows) as trunks,
    (select json_agg(call_account_rows) from call_account_rows) as call_accounts,
    (select json_agg(provider_call_account_rows) from provider_call_account_rows) as provider_call_accounts,
    (select json_agg(account_rows) from account_rows) as accounts`;

interface CallPartyRows {
  extensions: PartyExtension[] | null;
  dids: PartyDid[] | null;
  trunks: (PartyTrunk & { enabled: boolean; precedence: number })[] | null;
  call_accounts: PartyCallAccount[] | null;
  provider_call_accounts: PartyCallAccount[] | null;
  accounts: PartyAccount[] | null;
}

/** The rows a batch of legs names: extensions by user and domain, DIDs by number, trunks by gateway, and their accounts. */
export async function loadCallParties(client: Pick<pg.Pool, 'query'>, legs: CdrLeg[]): Promise<CallParties> {
  const result = await client.query<CallPartyRows>({
    name: 'rl_cdr_call_parties',
    text: LOAD_CALL_PARTIES,
    values: [
      distinct(legs.map((leg) => leg.domain?.toLowerCase())),
      distinct(legs.flatMap((leg) => [leg.sipUser?.toLowerCase(), leg.destinationNumber?.toLowerCase()])),
      ids(legs.map((leg) => leg.ids.extensionId)),
      distinct(legs.flatMap((leg) => didNumbersOf(leg.destinationNumber))),
      ids(legs.map((leg) => leg.ids.didId)),
      distinct(legs.map((leg) => leg.gateway)),
      ids(legs.map((leg) => leg.ids.trunkId)),
      ids(legs.map((leg) => leg.ids.callAccountId)),
    ],
  });
  const [rows] = result.rows;
  const extensionRows = rows.extensions ?? [];
  const didRows = rows.dids ?? [];
  const trunkRows = rows.trunks ?? [];
  const providerCallAccountRows = rows.provider_call_accounts ?? [];
  const trunksByGateway = new Map<string, PartyTrunk>();
  for (const { enabled, precedence: _precedence, ...trunk } of trunkRows)
    if (enabled && !trunksByGateway.has(trunk.gateway)) trunksByGateway.set(trunk.gateway, trunk);
  return {
    extensionsByUser: new Map(extensionRows.map((row) => [userKey(row.username, row.domain), row])),
    extensionsById: new Map(extensionRows.map((row) => [row.id, row])),
    didsByNumber: new Map(didRows.map((row) => [row.number.replace(/^\+/, ''), row])),
    didsById: new Map(didRows.map((row) => [row.id, row])),
    callAccounts: new Map([...(rows.call_accounts ?? []), ...providerCallAccountRows].map((row) => [row.id, row])),
    accounts: new Map((rows.accounts ?? []).map((row) => [row.id, row])),
    trunksById: new Map(trunkRows.map(({ enabled: _enabled, precedence: _precedence, ...row }) => [row.id, row])),
    trunksByGateway,
    providerCallAccounts: new Map(providerCallAccountRows.flatMap((row) => (row.main_account_id ? [[row.main_account_id, row] as const] : []))),
  };
}
