/**
 * BENCH_RECORDS (5,000,000) calls of 1,000 customer accounts over the last twelve months, made
 * with generate_series (a month's partition filled before it is attached, so its indexes are built
 * in bulk), then rolled up as ingestion and the traffic triggers would. Shared by the benchmarks
 * that read call records (`bench:records`) and their rollups (`bench:dashboard`).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { rollUpCallRecords } from '../src/modules/call-records/call-record-rollups.queries.js';
import { rollUpCallTraffic } from '../src/modules/traffic/call-traffic-rollups.queries.js';

export const RECORDS = Number(process.env.BENCH_RECORDS ?? 5_000_000);
export const ACCOUNTS = 1000;
const PROVIDERS = 5;

/** Destination prefixes as a Nigerian carrier's traffic spreads them: mobile networks first, then abroad. */
const PREFIXES = [
  '234803',
  '234806',
  '234813',
  '234816',
  '234810',
  '234805',
  '234807',
  '234815',
  '234811',
  '234809',
  '234817',
  '234818',
  '234908',
  '234909',
  '234701',
  '234708',
  '234802',
  '234808',
  '234812',
  '234902',
  '23414',
  '23412',
  '23492',
  '44',
  '1',
  '233',
  '27',
  '254',
  '91',
  '86',
  '971',
  '49',
  '33',
  '39',
  '34',
  '353',
  '61',
  '81',
  '966',
  '20',
];

export const utcMonthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

async function createCustomers(db: Database) {
  // One owner, account and call account per customer, and a few carriers with their own.
  await db.execute(sql`
    insert into users (firstname, lastname, email, phone, type)
    select 'Bench', 'Customer ' || n, 'bench-' || n || '@example.test', '', 'user' from generate_series(1, ${ACCOUNTS}) as n`);
  await db.execute(sql`
    insert into accounts (type, type_id, number)
    select 'user', u.id, 'BA' || lpad(row_number() over (order by u.id)::text, 6, '0') from users u where u.email like 'bench-%' order by u.id`);
  await db.execute(sql`
    insert into call_accounts (type, type_id, number, name, main_account_id)
    select 'user', a.type_id, 'BC' || substr(a.number, 3), 'Main', a.id from accounts a where a.number like 'BA%' order by a.id`);
  await db.execute(sql`insert into accounts (type, number) select 'provider', 'CARRIER-' || n from generate_series(1, ${PROVIDERS}) as n`);
  await db.execute(sql`
    insert into call_accounts (type, number, name, main_account_id)
    select 'provider', 'CC' || substr(a.number, 9), 'Carrier', a.id from accounts a where a.number like 'CARRIER-%' order by a.id`);
  const ids = await db.execute<{ accounts: number[]; call_accounts: number[]; owners: number[]; providers: number[]; provider_call_accounts: number[] }>(sql`
    select
      (select array_agg(id order by id) from accounts where number like 'BA%') as accounts,
      (select array_agg(c.id order by a.id) from call_accounts c join accounts a on a.id = c.main_account_id where a.number like 'BA%') as call_accounts,
      (select array_agg(type_id order by id) from accounts where number like 'BA%') as owners,
      (select array_agg(id order by id) from accounts where number like 'CARRIER-%') as providers,
      (select array_agg(c.id order by a.id) from call_accounts c join accounts a on a.id = c.main_account_id where a.number like 'CARRIER-%') as provider_call_accounts`);
  return ids.rows[0];
}

type Customers = Awaited<ReturnType<typeof createCustomers>>;

/**
 * One month of calls: made in a table of its own, then attached as the month's partition (its
 * indexes built then, in bulk, far faster than row by row). Customers are skewed (a few large,
 * most small); 70 % outbound, 20 % inbound DID, 10 % local; 15 % unanswered.
 */
async function fillMonth(db: Database, customers: Customers, month: { start: Date; end: Date; until: Date; firstId: number; count: number }) {
  const name = `call_records_y${month.start.getUTCFullYear()}m${String(month.start.getUTCMonth() + 1).padStart(2, '0')}`;
  const spanSeconds = (month.until.getTime() - month.start.getTime()) / 1000;
  await db.execute(sql.raw(`drop table if exists ${name}`));
  await db.execute(sql.raw(`create table ${name} (like call_records including defaults including constraints)`));
  await db.execute(sql`select setseed(${(month.start.getUTCMonth() + 1) / 100})`);
  await db.execute(sql`
    insert into ${sql.raw(name)} (id, call_uuid, account_id, call_billing_account_id, user_id, caller_id_number, destination_number, direction, call_type,
      sip_user, extension_id, trunk_id, provider_account_id, provider_call_account_id, callstart, answerstart, callend, duration, billseconds,
      provider_billseconds, hangup_cause, cost, provider_cost, margin, rated, unrated_reason, charged_seconds, rate_prefix, rate_cost_per_min)
    select id, md5(id::text)::uuid::text, (${sql.param(customers.accounts)}::int[])[k + 1], (${sql.param(customers.call_accounts)}::int[])[k + 1], (${sql.param(customers.owners)}::int[])[k + 1],
      case when direction = 'inbound' then '0803' || lpad((id % 10000000)::text, 7, '0') else (1000 + k)::text end,
      case direction
        when 'outbound' then prefix || lpad(((id * 7919) % 10000000)::text, 13 - length(prefix), '0')
        when 'inbound' then '23412' || lpad(k::text, 6, '0')
        else (2000 + (id % 1000))::text end,
      direction, case when direction = 'inbound' then 'DID' else 'STANDARD' end,
      (1000 + k)::text, k * 2 + (id % 2) + 1,
      case when via_trunk then 1 + id % ${PROVIDERS} end,
      case when via_trunk then (${sql.param(customers.providers)}::int[])[1 + id % ${PROVIDERS}] end,
      case when via_trunk then (${sql.param(customers.provider_call_accounts)}::int[])[1 + id % ${PROVIDERS}] end,
      callstart, case when billsec > 0 then callstart + interval '6 seconds' end, callstart + make_interval(secs => billsec + 6), billsec + 6, billsec,
      case when via_trunk then billsec end, case when billsec > 0 then 'NORMAL_CLEARING' else 'NO_ANSWER' end,
      case when is_unrated then 0 else cost end,
      case when via_trunk then round(cost * 0.7, 5) end,
      case when via_trunk then cost - round(cost * 0.7, 5) end,
      not is_unrated, case when is_unrated then 'No rate for the destination' end,
      ceil(billsec / 60.0)::int * 60, case when direction = 'outbound' then prefix end, case when direction = 'outbound' then per_minute end
    from (
      select *, round(ceil(billsec / 60.0) * per_minute, 5) as cost, direction = 'outbound' and r_trunk < 0.9 as via_trunk
      from (
        select id, k, callstart, direction, prefix, r_trunk, is_unrated,
          case when r_answer < 0.15 then 0 else least(3600, floor(-ln(1 - r_length) * 120))::int end as billsec,
          case direction when 'outbound' then 0.05 + prefix_index * 0.01 when 'inbound' then 0.01 else 0 end as per_minute
        from (
          select id, floor(${ACCOUNTS} * power(random(), 2))::int as k,
            ${month.start}::timestamptz + make_interval(secs => random() * ${spanSeconds}) as callstart,
            (array['outbound', 'inbound', 'local'])[case when r_direction < 0.7 then 1 when r_direction < 0.9 then 2 else 3 end] as direction,
            prefix_index, (${sql.param(PREFIXES)}::text[])[prefix_index + 1] as prefix,
            random() as r_answer, random() as r_length, random() as r_trunk, random() < 0.005 as is_unrated
          from (
            select id, random() as r_direction, floor(power(random(), 1.6) * ${PREFIXES.length})::int as prefix_index
            from generate_series(${month.firstId}::int8, ${month.firstId + month.count - 1}::int8) as id
          ) as drawn
        ) as shaped
      ) as timed
    ) as priced`);
  // The range check lets ATTACH skip scanning the rows; the migration's partition of this month, if any, is empty and makes way.
  await db.execute(
    sql.raw(
      `alter table ${name} add constraint ${name}_range check (callstart >= '${month.start.toISOString()}' and callstart < '${month.end.toISOString()}')`,
    ),
  );
  await db.execute(
    sql.raw(`alter table call_records attach partition ${name} for values from ('${month.start.toISOString()}') to ('${month.end.toISOString()}')`),
  );
  await db.execute(sql.raw(`alter table ${name} drop constraint ${name}_range`));
  await rollUpCallRecords(db, { from: month.start, until: month.end });
  await rollUpCallTraffic(db, { from: month.start, until: month.end });
}

export async function generate(db: Database, now: Date) {
  const customers = await createCustomers(db);
  const first = utcMonthStart(now.getUTCFullYear(), now.getUTCMonth() - 11);
  const totalMs = now.getTime() - first.getTime();
  // The migration's partitions around today are empty: they give way to the filled ones.
  const existing = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'call_records' and c.relname <> 'call_records_default'`);
  for (const { name } of existing.rows) await db.execute(sql.raw(`drop table ${name}`));
  let firstId = 1;
  for (let index = 0; index < 12; index += 1) {
    const start = utcMonthStart(first.getUTCFullYear(), first.getUTCMonth() + index);
    const end = utcMonthStart(first.getUTCFullYear(), first.getUTCMonth() + index + 1);
    const until = end < now ? end : now;
    const count = index === 11 ? RECORDS - firstId + 1 : Math.round((RECORDS * (until.getTime() - start.getTime())) / totalMs);
    const begun = performance.now();
    await fillMonth(db, customers, { start, end, until, firstId, count });
    console.log(`  ${isoDay(start).slice(0, 7)}: ${count.toLocaleString('en')} calls in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
    firstId += count;
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('call_records', 'id'), ${firstId})`);
  await db.execute(sql`vacuum analyze call_records`);
  await db.execute(sql`vacuum analyze call_record_days`);
  await db.execute(sql`vacuum analyze call_record_day_totals`);
  await db.execute(sql`vacuum analyze call_traffic_hours`);
  await db.execute(sql`vacuum analyze call_traffic_days`);
  return customers;
}
