import type { BalanceLevel, CustomerListQuery, CustomerSummary } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import type { SettingsCache } from '../../settings/settings-cache.js';
import { localDateOf, startOfLocalDate } from '../traffic/zoned-days.js';
import { findCustomerPage, type CustomerRow, type CustomerSelection } from './customer-summaries.queries.js';

const isBelow = (amount: string, mark: string) => Number(amount) < Number(mark);

function levelOf(prepaidBalance: string | null, threshold: string): BalanceLevel {
  if (prepaidBalance === null) return 'ok';
  if (isBelow(prepaidBalance, '0')) return 'negative';
  return isBelow(prepaidBalance, threshold) ? 'low' : 'ok';
}

function summaryOf(row: CustomerRow, threshold: string): CustomerSummary {
  const accounts = row.accounts ?? [];
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    status: accounts.length > 0 && accounts.every((account) => !account.enabled) ? 'suspended' : 'active',
    accounts,
    balance: row.balance,
    credit_limit: row.credit_limit,
    billing: row.line_count === 0 ? null : row.postpaid_lines === 0 ? 'prepaid' : row.postpaid_lines === row.line_count ? 'postpaid' : 'mixed',
    balance_level: levelOf(row.prepaid_balance, threshold),
    lines: row.line_count,
    dids: row.did_count,
    last_call: row.last_call === null ? null : new Date(row.last_call),
    month_spend: row.month_spend,
  };
}

/** This month so far in the operator's time zone. */
function thisMonth(timeZone: string, now = new Date()) {
  return { from: startOfLocalDate(`${localDateOf(now, timeZone).slice(0, 8)}01`, timeZone), to: new Date(now.getTime() + 1) };
}

interface DirectoryOptions {
  db: Executor;
  settings: SettingsCache;
}

function selectionOf(settings: SettingsCache, rest: Omit<CustomerSelection, 'month' | 'threshold'>): CustomerSelection {
  return { month: thisMonth(settings.get('time_zone')), threshold: settings.get('low_balance_threshold'), ...rest };
}

export async function listCustomerSummaries(options: DirectoryOptions & { query: CustomerListQuery }) {
  const { query, settings } = options;
  const sortBy = query.sort_by || 'name';
  const field = sortBy.replace(/^-/, '') as CustomerSelection['sort']['field'];
  const selection = selectionOf(settings, {
    search: query.search || undefined,
    balanceLevel: query.balance_level,
    sort: { field, isDescending: sortBy.startsWith('-') },
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const rows = await findCustomerPage(options.db, selection);
  // Past the last page the page has no row to carry the total: the first page tells it.
  const total = rows[0]?.total ?? (selection.offset > 0 ? ((await findCustomerPage(options.db, { ...selection, offset: 0, limit: 1 }))[0]?.total ?? 0) : 0);
  return { results: rows.map((row) => summaryOf(row, selection.threshold)), total };
}

/** One user's row as the list would show it, or undefined for no such user. */
export async function findCustomerSummary(options: DirectoryOptions & { userId: number }) {
  const selection = selectionOf(options.settings, { userId: options.userId, sort: { field: 'name', isDescending: false }, limit: 1, offset: 0 });
  const [row] = await findCustomerPage(options.db, selection);
  return row && summaryOf(row, selection.threshold);
}
