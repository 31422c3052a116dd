import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { CarrierSide, CustomerSide } from './call-billing.js';

/**
 * The statements of a batch run on the transaction's own connection as named prepared statements:
 * planned once per connection, not for every batch (planning a statement over a partitioned table
 * with its indexes costs more than running it for a batch of calls).
 */
export type BatchClient = Pick<pg.ClientBase, 'query'>;

/** A new record as ingestion writes it: the A-leg's facts, the customer's side, maybe the carrier's. */
export interface RecordRow extends CustomerSide {
  call_uuid: string;
  caller_id_number: string | null;
  caller_id_name: string | null;
  destination_number: string | null;
  sip_user: string | null;
  callstart: string;
  reported_callstart: string | null;
  answerstart: string | null;
  callend: string | null;
  duration: number;
  billseconds: number;
  hangup_cause: string | null;
  /** Why Ringledger refused the call before it rang, as the dialplan left it on the channel (rl_refusal). */
  notes: string | null;
  ledger_line_id: number | null;
}

/** A carrier side as written: with the ledger line of its provider's charge. */
export type ChargedCarrier = CarrierSide & { ledger_line_id: number | null };

export interface LedgerLine {
  id: number;
  call_account_id: number;
  amount: string;
  balance_after: string;
  description: string;
}

export interface DayDelta {
  day: string;
  user_type: 'user' | 'provider';
  account_id: number;
  call_account_id: number;
  user_id: number;
  extension_id: number;
  direction: string;
  call_type: string;
  calls: number;
  answered: number;
  billseconds: number;
  cost: string;
  provider_cost: string;
}

/** A call's share of the prefix rollup: the day's calls under one start of their destination. */
export interface PrefixDayDelta {
  user_type: 'user' | 'provider';
  prefix: string;
  day: string;
  direction: string;
  call_type: string;
  calls: number;
  answered: number;
  billseconds: number;
  cost: string;
  provider_cost: string;
}

export interface RawRow {
  call_uuid: string;
  leg_uuid: string;
  leg: 'a' | 'b';
  callstart: string;
  content_type: string | null;
  body: Buffer;
}

/** The record a B-leg belongs to, as far as adding its carrier side needs it. */
export interface CarrierTarget {
  id: number;
  call_uuid: string;
  callstart: string;
  /** The customer side's keys, whose summary row holds what the carrier charged for the call. */
  account_id: number | null;
  call_billing_account_id: number | null;
  user_id: number | null;
  direction: string;
  call_type: string;
  extension_id: number | null;
  destination_number: string | null;
  provider_leg_uuid: string | null;
  provider_billseconds: number | null;
  provider_cost: string | null;
}

const json = (value: unknown) => JSON.stringify(value);

function run<R extends pg.QueryResultRow>(client: BatchClient, name: string, text: string, values: unknown[]) {
  return client.query<R>({ name, text, values });
}

/** A call's key: its A-leg's uuid without regard to case, as call_record_keys holds it. */
export const callKeyOf = (callUuid: string) => callUuid.toLowerCase();

const LOCK_CALLS = `select pg_advisory_xact_lock(key) from (select distinct hashtextextended(lower(u), 0) as key from unnest($1::text[]) as u order by 1) as keys`;

/**
 * Serialises every writer of the same calls, on this server and others, until commit: an A-leg
 * and its B-leg, or one CDR posted twice at once (in any case), are never decided side by side.
 */
export async function lockCalls(client: BatchClient, callUuids: string[]) {
  if (callUuids.length > 0) await run(client, 'rl_cdr_lock_calls', LOCK_CALLS, [callUuids]);
}

/*
 * Every call is found by its key (call_record_keys, one index probe whatever its start), its record
 * then by primary key in its month's partition.
 */
const READ_BATCH_STATE = `
  with pending as (
    delete from call_legs_pending where call_uuid = any($1::text[])
    returning call_uuid, leg
  ), recorded as (
    select k.call_key, k.call_record_id as id from call_record_keys k where k.call_key = any($1::text[])
  ), targets as (
    select k.call_key, r.* from call_record_keys k
    cross join lateral (
      select r.id, r.call_uuid, r.callstart, r.account_id, r.call_billing_account_id, r.user_id, r.direction, r.call_type, r.extension_id, r.destination_number, r.provider_leg_uuid, r.provider_billseconds, r.provider_cost
      from call_records r
      where r.id = k.call_record_id and r.callstart = k.callstart
      limit 1 for update
    ) as r
    where k.call_key = any($2::text[])
  )
  select (select json_agg(recorded) from recorded) as recorded, (select json_agg(pending) from pending) as pending, (select json_agg(targets) from targets) as targets`;

interface BatchStateRow {
  recorded: { call_key: string; id: number }[] | null;
  pending: { call_uuid: string; leg: CarrierSide }[] | null;
  targets: (CarrierTarget & { call_key: string })[] | null;
}

/**
 * What a locked batch finds, by call key (callKeyOf): calls already recorded, whatever start their
 * CDRs carry; B-legs that were waiting for these A-legs (taken out); the records B-legs belong to (locked).
 */
export async function readBatchState(client: BatchClient, options: { aLegKeys: string[]; bLegKeys: string[] }) {
  const result = await run<BatchStateRow>(client, 'rl_cdr_read_batch', READ_BATCH_STATE, [options.aLegKeys, options.bLegKeys]);
  const [row] = result.rows;
  const iso = (moment: string) => new Date(moment).toISOString();
  return {
    recorded: new Map((row.recorded ?? []).map((found) => [found.call_key, Number(found.id)])),
    pending: new Map((row.pending ?? []).map((found) => [found.call_uuid, found.leg])),
    targets: new Map((row.targets ?? []).map(({ call_key, ...found }) => [call_key, { ...found, id: Number(found.id), callstart: iso(found.callstart) }])),
  };
}

const LOCK_BALANCES = `
  select (select json_agg(a) from (select id, balance from call_accounts where id = any($1::int[]) order by id for no key update) as a) as balances,
    (select array_agg(nextval('call_account_transactions_id_seq')) from generate_series(1, $2::int)) as ids`;

/**
 * Locks the call accounts about to be charged, in id order (so two writers never wait on each
 * other in a circle), answers their balances, and numbers `count` ledger lines. NO KEY UPDATE, as
 * the balance update itself takes: records naming an account (their foreign key checks) are not
 * held up by it.
 */
export async function lockBalances(client: BatchClient, callAccountIds: number[], count: number) {
  const result = await run<{ balances: { id: number; balance: string }[] | null; ids: string[] | null }>(client, 'rl_cdr_lock_balances', LOCK_BALANCES, [
    callAccountIds,
    count,
  ]);
  const [row] = result.rows;
  return { balances: new Map((row.balances ?? []).map((account) => [account.id, String(account.balance)])), ids: (row.ids ?? []).map(Number) };
}

/**
 * Every change of a batch in one statement, one round trip: each a data-modifying WITH part (an
 * empty list changes nothing), all checked, foreign keys included, at its end. The raw CDRs
 * travel as one binary parameter cut apart in SQL: as a bytea[] each would be sent as hex text.
 */
const WRITE_CHANGES = `
  with ledger as (
    insert into call_account_transactions (id, call_account_id, type, amount, balance_after, description)
    select id, call_account_id, 'debit', amount, balance_after, description
    from jsonb_to_recordset($1::jsonb) as l(id bigint, call_account_id int, amount numeric, balance_after numeric, description text)
  ), balances as (
    update call_accounts a set balance = a.balance - t.total, updated_at = now()
    from (select call_account_id, sum(amount) as total from jsonb_to_recordset($1::jsonb) as l(call_account_id int, amount numeric) group by 1) as t
    where a.id = t.call_account_id
  ), records as (
    insert into call_records (
    call_uuid, account_id, call_billing_account_id, user_id, caller_id_number, caller_id_name, destination_number, direction, call_type,
    sip_user, extension_id, did_id, trunk_id, gateway, provider_leg_uuid, provider_account_id, provider_call_account_id, provider_user_id, callstart,
    reported_callstart, answerstart, callend, duration, billseconds, provider_billseconds, hangup_cause, notes, cost, provider_cost, margin, rated, unrated_reason,
    provider_unrated_reason, rated_number, charged_seconds, pricelist_id, rate_prefix, rate_cost_per_min, rate_connect_cost,
    rate_included_seconds, rate_init_inc, rate_inc, rate_markup, provider_rated_number, provider_charged_seconds, provider_pricelist_id,
    provider_rate_prefix, provider_rate_cost_per_min, provider_rate_connect_cost, provider_rate_included_seconds, provider_rate_init_inc,
    provider_rate_inc, provider_rate_markup, ledger_line_id, provider_ledger_line_id)
    select
    call_uuid, account_id, call_billing_account_id, user_id, caller_id_number, caller_id_name, destination_number, direction, call_type,
    sip_user, extension_id, did_id, trunk_id, gateway, provider_leg_uuid, provider_account_id, provider_call_account_id, provider_user_id, callstart,
    reported_callstart, answerstart, callend, duration, billseconds, provider_billseconds, hangup_cause, notes, cost, provider_cost, cost - provider_cost, rated, unrated_reason,
    provider_unrated_reason, rated_number, charged_seconds, pricelist_id, rate_prefix, rate_cost_per_min, rate_connect_cost,
    rate_included_seconds, rate_init_inc, rate_inc, rate_markup, provider_rated_number, provider_charged_seconds, provider_pricelist_id,
    provider_rate_prefix, provider_rate_cost_per_min, provider_rate_connect_cost, provider_rate_included_seconds, provider_rate_init_inc,
    provider_rate_inc, provider_rate_markup, ledger_line_id, provider_ledger_line_id
    from jsonb_to_recordset($2::jsonb) as r(
    call_uuid text, account_id int, call_billing_account_id int, user_id int, caller_id_number text, caller_id_name text,
    destination_number text, direction text, call_type text, sip_user text, extension_id int, did_id int, trunk_id int, gateway text,
    provider_leg_uuid text, provider_account_id int, provider_call_account_id int, provider_user_id int, callstart timestamptz,
    reported_callstart timestamptz, answerstart timestamptz,
    callend timestamptz, duration int, billseconds int, provider_billseconds int, hangup_cause text, notes text, cost numeric, provider_cost numeric,
    rated boolean, unrated_reason text, provider_unrated_reason text, rated_number text, charged_seconds int, pricelist_id int,
    rate_prefix text, rate_cost_per_min numeric, rate_connect_cost numeric, rate_included_seconds int, rate_init_inc int, rate_inc int,
    rate_markup int, provider_rated_number text, provider_charged_seconds int, provider_pricelist_id int, provider_rate_prefix text,
    provider_rate_cost_per_min numeric, provider_rate_connect_cost numeric, provider_rate_included_seconds int, provider_rate_init_inc int,
    provider_rate_inc int, provider_rate_markup int, ledger_line_id bigint, provider_ledger_line_id bigint)
    on conflict (call_uuid, callstart) do nothing
    returning id, call_uuid, callstart
  ), keys as (
    -- No ON CONFLICT: a call keyed already (by a writer that did not hold its lock) fails the whole
    -- batch, its charges with it, rather than being recorded twice. The batch is written again.
    insert into call_record_keys (call_key, call_record_id, callstart)
    select lower(call_uuid), id, callstart from records
  ), carriers as (
    update call_records c set
    provider_leg_uuid = u.provider_leg_uuid, trunk_id = u.trunk_id, gateway = u.gateway, provider_account_id = u.provider_account_id,
    provider_call_account_id = u.provider_call_account_id, provider_user_id = u.provider_user_id, provider_billseconds = u.provider_billseconds, provider_cost = u.provider_cost,
    margin = c.cost - u.provider_cost, provider_unrated_reason = u.provider_unrated_reason, provider_ledger_line_id = u.provider_ledger_line_id,
    provider_rated_number = u.provider_rated_number, provider_charged_seconds = u.provider_charged_seconds,
    provider_pricelist_id = u.provider_pricelist_id, provider_rate_prefix = u.provider_rate_prefix,
    provider_rate_cost_per_min = u.provider_rate_cost_per_min, provider_rate_connect_cost = u.provider_rate_connect_cost,
    provider_rate_included_seconds = u.provider_rate_included_seconds, provider_rate_init_inc = u.provider_rate_init_inc,
    provider_rate_inc = u.provider_rate_inc, provider_rate_markup = u.provider_rate_markup, updated_at = now()
    from jsonb_to_recordset($3::jsonb) as u(
    id bigint, callstart timestamptz, provider_leg_uuid text, trunk_id int, gateway text, provider_account_id int,
    provider_call_account_id int, provider_user_id int, provider_billseconds int, provider_cost numeric, provider_unrated_reason text,
    provider_ledger_line_id bigint, provider_rated_number text, provider_charged_seconds int, provider_pricelist_id int,
    provider_rate_prefix text, provider_rate_cost_per_min numeric, provider_rate_connect_cost numeric,
    provider_rate_included_seconds int, provider_rate_init_inc int, provider_rate_inc int, provider_rate_markup int)
    where c.id = u.id and c.callstart = u.callstart
  ), pending as (
    insert into call_legs_pending (call_uuid, leg_uuid, leg)
    select call_uuid, carrier->>'leg_uuid', carrier from jsonb_to_recordset($4::jsonb) as l(call_uuid text, carrier jsonb)
    on conflict (call_uuid) do update set leg_uuid = excluded.leg_uuid, leg = excluded.leg, received_at = now()
    where (call_legs_pending.leg->>'billseconds')::int = 0 and (excluded.leg->>'billseconds')::int > 0
  ), days as (
    -- In key order: writers on other servers lock the same summary rows in the same order.
    insert into call_record_days (day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type, calls, answered, billseconds, cost, provider_cost)
    select day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type, calls, answered, billseconds, cost, provider_cost
    from jsonb_to_recordset($5::jsonb) as d(
    day date, user_type text, account_id int, call_account_id int, user_id int, extension_id int, direction text, call_type text,
    calls bigint, answered bigint, billseconds bigint, cost numeric, provider_cost numeric)
    order by day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type
    on conflict on constraint call_record_days_key do update set
    calls = call_record_days.calls + excluded.calls,
    answered = call_record_days.answered + excluded.answered,
    billseconds = call_record_days.billseconds + excluded.billseconds,
      cost = call_record_days.cost + excluded.cost,
      provider_cost = call_record_days.provider_cost + excluded.provider_cost
  ), prefix_days as (
    insert into call_record_prefix_days as prefixes (user_type, prefix, day, direction, call_type, calls, answered, billseconds, cost, provider_cost)
    select user_type, prefix, day, direction, call_type, calls, answered, billseconds, cost, provider_cost
    from jsonb_to_recordset($14::jsonb) as d(
      user_type text, prefix text, day date, direction text, call_type text, calls bigint, answered bigint, billseconds bigint, cost numeric, provider_cost numeric)
    order by user_type, prefix, day, direction, call_type
    on conflict on constraint call_record_prefix_days_pkey do update set
      calls = prefixes.calls + excluded.calls, answered = prefixes.answered + excluded.answered, billseconds = prefixes.billseconds + excluded.billseconds,
      cost = prefixes.cost + excluded.cost, provider_cost = prefixes.provider_cost + excluded.provider_cost
  ), raws as (
    insert into call_record_raws (call_uuid, leg_uuid, leg, callstart, content_type, body)
    select call_uuid, leg_uuid, leg, callstart, content_type, substring($6::bytea from start for length)
    from unnest($7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::text[], $12::int[], $13::int[])
      as r(call_uuid, leg_uuid, leg, callstart, content_type, start, length)
    on conflict (leg_uuid, callstart) do nothing
  )
  select coalesce((select json_agg(json_build_object('id', id, 'call_uuid', call_uuid)) from records), '[]') as inserted`;

export interface BatchChanges {
  lines?: LedgerLine[];
  records?: { row: RecordRow; carrier: ChargedCarrier | null }[];
  carriers?: { id: number; callstart: string; carrier: ChargedCarrier }[];
  pending?: { call_uuid: string; carrier: CarrierSide }[];
  days?: DayDelta[];
  prefixDays?: PrefixDayDelta[];
  raws?: RawRow[];
}

/**
 * A carrier side as the record's provider_* columns. The objects written for each CDR never start
 * with a spread: V8 (Node 20) adds whatever follows a leading spread (`{ ...row, more }`) one
 * property at a time, about 1.5 µs each, 45 µs for a record; spreads after a literal's own
 * properties, or Object.assign, cost one or two µs.
 */
function carrierColumns(carrier: ChargedCarrier | null) {
  const rate = carrier?.rate;
  return {
    provider_leg_uuid: carrier?.leg_uuid ?? null,
    trunk_id: carrier?.trunk_id ?? null,
    gateway: carrier?.gateway ?? null,
    provider_account_id: carrier?.provider_account_id ?? null,
    provider_call_account_id: carrier?.provider_call_account_id ?? null,
    provider_user_id: carrier?.provider_user_id ?? null,
    provider_billseconds: carrier?.billseconds ?? null,
    provider_cost: carrier?.cost ?? null,
    provider_unrated_reason: carrier?.unrated_reason ?? null,
    provider_ledger_line_id: carrier?.ledger_line_id ?? null,
    provider_rated_number: rate?.rated_number ?? null,
    provider_charged_seconds: rate?.charged_seconds ?? null,
    provider_pricelist_id: rate?.pricelist_id ?? null,
    provider_rate_prefix: rate?.rate_prefix ?? null,
    provider_rate_cost_per_min: rate?.rate_cost_per_min ?? null,
    provider_rate_connect_cost: rate?.rate_connect_cost ?? null,
    provider_rate_included_seconds: rate?.rate_included_seconds ?? null,
    provider_rate_init_inc: rate?.rate_init_inc ?? null,
    provider_rate_inc: rate?.rate_inc ?? null,
    provider_rate_markup: rate?.rate_markup ?? null,
  };
}

/** Writes a batch's changes; answers the ids of the records it inserted, by call key (callKeyOf). */
export async function writeChanges(client: BatchClient, changes: BatchChanges) {
  const raws = changes.raws ?? [];
  let next = 1;
  const starts = raws.map((raw) => {
    next += raw.body.length;
    return next - raw.body.length;
  });
  const result = await run<{ inserted: { id: number; call_uuid: string }[] }>(client, 'rl_cdr_write_batch', WRITE_CHANGES, [
    json(changes.lines ?? []),
    json((changes.records ?? []).map(({ row, carrier }) => Object.assign(carrierColumns(carrier), row))),
    json((changes.carriers ?? []).map(({ id, callstart, carrier }) => ({ id, callstart, ...carrierColumns(carrier) }))),
    json(changes.pending ?? []),
    json(changes.days ?? []),
    Buffer.concat(raws.map((raw) => raw.body)),
    raws.map((raw) => raw.call_uuid),
    raws.map((raw) => raw.leg_uuid),
    raws.map((raw) => raw.leg),
    raws.map((raw) => raw.callstart),
    raws.map((raw) => raw.content_type),
    starts,
    raws.map((raw) => raw.body.length),
    json(changes.prefixDays ?? []),
  ]);
  return new Map(result.rows[0].inserted.map((row) => [callKeyOf(row.call_uuid), Number(row.id)]));
}

/** Makes the monthly partitions of these days if missing. */
export async function ensureMonthPartitions(db: Executor, days: string[]) {
  for (const day of days) await db.execute(sql`select rl_call_records_partition(${day}::date)`);
}

/**
 * A transaction on a connection of its own, for the batch statements above: committed when the
 * work returns, rolled back when it throws; a connection that failed mid-way is closed, not reused.
 */
export async function inBatchTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    // Every batch statement finds its rows by key, a few among millions. The planner, misled by a
    // set-returning function's guessed size and by the statistics of a partition filling up
    // today, would otherwise scan whole partitions to join them.
    await client.query('begin; set local enable_seqscan = off; set local enable_hashjoin = off; set local enable_mergejoin = off');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (failure = rollbackError));
    throw error;
  } finally {
    client.release(failure);
  }
}
