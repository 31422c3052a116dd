import { sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { trafficRowsWithin } from '../traffic/traffic.queries.js';
import type { Span } from '../traffic/zoned-days.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export interface CustomerRow extends Record<string, unknown> {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  balance: string;
  credit_limit: string;
  prepaid_balance: string | null;
  line_count: number;
  postpaid_lines: number;
  accounts: { id: number; number: string; enabled: boolean }[] | null;
  did_count: number;
  last_call: string | null;
  month_spend: string;
  total: number;
}

export interface CustomerSelection {
  /** This month so far, in the operator's time zone. */
  month: Span;
  threshold: string;
  search?: string;
  balanceLevel?: CustomerListQuery['balance_level'];
  userId?: number;
  sort: { field: 'name' | 'balance' | 'month_spend'; isDescending: boolean };
  limit: number;
  offset: number;
}

/**
 * One page of customers (users of type user) with their lines' balances, their accounts, DIDs,
 * last call and this month's spend, in one statement: the lines are added up per owner
 * (call_accounts_type_idx), the spend comes from the traffic rollups (a month is thirty-odd rows a
 * customer), and only the page's rows look up their accounts, DIDs and last call (each by index).
 */
export async function findCustomerPage(db: Executor, selection: CustomerSelection) {
  // The list is of customers; one user asked for by id is summed up whatever their type, as a user's page shows their lines.
  const conditions: SQL[] = [selection.userId === undefined ? sql`u.type = 'user'` : sql`u.id = ${selection.userId}`];
  if (selection.search) {
    const pattern = `%${escapeLike(selection.search)}%`;
    conditions.push(sql`(u.name ilike ${pattern} or u.email ilike ${pattern}
      or exists (select 1 from accounts a where a.type = 'user' and a.type_id = u.id and a.number ilike ${pattern}))`);
  }
  if (selection.balanceLevel === 'negative') conditions.push(sql`l.prepaid_balance < 0`);
  if (selection.balanceLevel === 'low') conditions.push(sql`l.prepaid_balance < ${selection.threshold}::numeric`);
  const direction = sql.raw(selection.sort.isDescending ? 'desc' : 'asc');
  const sortColumn = { name: sql`u.name`, balance: sql`coalesce(l.balance, 0)`, month_spend: sql`coalesce(s.spend, 0)` }[selection.sort.field];
  const result = await db.execute<CustomerRow>(sql`
    with lines as (
      select type_id as user_id, sum(balance) as balance, sum(credit_limit) as credit_limit, count(*)::int as line_count,
             (count(*) filter (where postpaid))::int as postpaid_lines, sum(balance) filter (where not postpaid) as prepaid_balance
      from call_accounts where type = 'user' and type_id is not null group by type_id
    ), spend as (
      select key::int as user_id, sum(revenue) as spend from (${trafficRowsWithin('customer', selection.month)}) as rows group by key
    ), chosen as (
      select u.id, u.name, u.email, u.phone, coalesce(l.balance, 0)::text as balance, coalesce(l.credit_limit, 0)::text as credit_limit,
             l.prepaid_balance::text as prepaid_balance, coalesce(l.line_count, 0) as line_count, coalesce(l.postpaid_lines, 0) as postpaid_lines,
             coalesce(s.spend, 0)::text as month_spend, count(*) over ()::int as total
      from users u left join lines l on l.user_id = u.id left join spend s on s.user_id = u.id
      where ${sql.join(conditions, sql` and `)}
      order by ${sortColumn} ${direction}, u.id ${direction}
      limit ${selection.limit} offset ${selection.offset}
    )
    select c.*, a.accounts, d.did_count, to_char(r.callstart at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_call
    from chosen c
    left join lateral (
      select json_agg(json_build_object('id', a.id, 'number', a.number, 'enabled', a.enabled) order by a.id) as accounts
      from accounts a where a.type = 'user' and a.type_id = c.id
    ) a on true
    left join lateral (
      select count(*)::int as did_count from dids join accounts a on a.id = dids.account_id where a.type = 'user' and a.type_id = c.id
    ) d on true
    left join lateral (select callstart from call_records where user_id = c.id order by callstart desc limit 1) r on true
    order by ${sql.raw({ name: 'c.name', balance: 'c.balance::numeric', month_spend: 'c.month_spend::numeric' }[selection.sort.field])} ${direction}, c.id ${direction}`);
  return result.rows;
}
