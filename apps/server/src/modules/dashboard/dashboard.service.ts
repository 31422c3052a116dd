import { isAllowed, type ActionsMap, type DashboardAnswer, type DashboardPeriod } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import type { TrafficDimension } from '../../db/schema/index.js';
import { describeTraffic } from '../traffic/traffic-figures.js';
import { namesOf } from '../traffic/traffic-names.queries.js';
import { sumTraffic, sumTrafficByKey, trafficSeries } from '../traffic/traffic.queries.js';
import { addDays, localDateOf, startOfLocalDate, type Span } from '../traffic/zoned-days.js';
import { countUnratedCalls, findLastCdrAt, findLowBalances, findTrunksWithDroppedAsr, listEnabledSwitches } from './attention.queries.js';

const TOP = 5;
const LOW_BALANCES_SHOWN = 10;

/** Each period in the operator's zone: today and yesterday whole days, the ranges up to now. */
export function periodSpans(now: Date, timeZone: string): Record<DashboardPeriod, Span> {
  const today = localDateOf(now, timeZone);
  const midnight = startOfLocalDate(today, timeZone);
  const upToNow = new Date(now.getTime() + 1);
  return {
    today: { from: midnight, to: upToNow },
    yesterday: { from: startOfLocalDate(addDays(today, -1), timeZone), to: midnight },
    '7d': { from: startOfLocalDate(addDays(today, -6), timeZone), to: upToNow },
    '30d': { from: startOfLocalDate(addDays(today, -29), timeZone), to: upToNow },
  };
}

async function ranking(db: Executor, dimension: TrafficDimension, span: Span) {
  const rows = await sumTrafficByKey(db, { dimension, span, order: 'billseconds', limit: TOP });
  const names = await namesOf(
    db,
    dimension,
    rows.map((row) => row.key),
  );
  return rows.map((row) => ({ key: row.key, name: names.get(row.key) ?? row.key, ...describeTraffic(row) }));
}

/** A switch's link as this instance holds it. */
export interface SwitchLinkView {
  connected: boolean;
  lastError: string | null;
}

interface DashboardOptions {
  db: Executor;
  actions: ActionsMap;
  timeZone: string;
  period: DashboardPeriod;
  linkOf: (switchId: number) => SwitchLinkView;
  now?: Date;
}

const asrOf = (calls: number, answered: number) => Math.round((answered / calls) * 1000) / 10;

async function failingTrunks(db: Executor, now: Date) {
  const rows = await findTrunksWithDroppedAsr(db, now);
  const names = await namesOf(
    db,
    'trunk',
    rows.map((row) => row.key),
  );
  return rows.map((row) => ({
    key: row.key,
    name: names.get(row.key) ?? row.key,
    calls: row.calls,
    asr: asrOf(row.calls, row.answered),
    usual_asr: asrOf(row.usual_calls, row.usual_answered),
  }));
}

async function switchLinks(db: Executor, linkOf: DashboardOptions['linkOf']) {
  return (await listEnabledSwitches(db)).map(({ id, name }) => {
    const link = linkOf(id);
    return { id, name, connected: link.connected, last_error: link.lastError };
  });
}

/** Everything the dashboard shows, each part read from the rollups or a small indexed table, the parts in parallel. */
export async function buildDashboard(options: DashboardOptions): Promise<DashboardAnswer> {
  const { db, actions, timeZone, period } = options;
  const now = options.now ?? new Date();
  const spans = periodSpans(now, timeZone);
  const chosen = spans[period];
  const may = (label: Parameters<typeof isAllowed>[1]) => isAllowed(actions, label, 'list');
  const [periods, buckets, destinations, customers, trunks, lowBalances, unrated, lastCdrAt, failing, switches] = await Promise.all([
    Promise.all(
      (Object.keys(spans) as DashboardPeriod[]).map(async (key) => ({
        period: key,
        from: spans[key].from.toISOString(),
        to: spans[key].to.toISOString(),
        ...describeTraffic(await sumTraffic(db, spans[key])),
      })),
    ),
    trafficSeries(db, { span: chosen, unit: period === 'today' || period === 'yesterday' ? 'hour' : 'day', timeZone }),
    ranking(db, 'prefix', chosen),
    may('CUSTOMERS') ? ranking(db, 'customer', chosen) : null,
    may('TRUNKS') ? ranking(db, 'trunk', chosen) : null,
    may('CALL_ACCOUNTS') ? findLowBalances(db, LOW_BALANCES_SHOWN) : null,
    may('CALL_RECORDS') ? countUnratedCalls(db) : null,
    findLastCdrAt(db),
    may('TRUNKS') ? failingTrunks(db, now) : null,
    may('SWITCHES') ? switchLinks(db, options.linkOf) : null,
  ]);
  return {
    time_zone: timeZone,
    periods,
    chart: {
      unit: period === 'today' || period === 'yesterday' ? 'hour' : 'day',
      buckets: buckets.map((bucket) => ({ key: bucket.key, ...describeTraffic(bucket) })),
    },
    top: { destinations, customers, trunks },
    attention: { low_balances: lowBalances, unrated, last_cdr_at: lastCdrAt, failing_trunks: failing, switches },
  };
}
