import { isAllowed, MAX_REPORT_DAYS, type ActionsMap, type ReportGrouping, type TrafficReportAnswer, type TrafficReportQuery } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import type { TrafficDimension } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { describeTraffic } from '../traffic/traffic-figures.js';
import { namesOf } from '../traffic/traffic-names.queries.js';
import { sumTraffic, sumTrafficByKey, trafficSeries } from '../traffic/traffic.queries.js';
import { addDays, datesBetween, startOfLocalDate } from '../traffic/zoned-days.js';

const DIMENSIONS: Partial<Record<ReportGrouping, TrafficDimension>> = { customer: 'customer', trunk: 'trunk', provider: 'provider', prefix: 'prefix' };
/** What else a grouping shows, beyond REPORTS:list: customers' names and trunks are theirs to see only. */
const NEEDS: Partial<Record<ReportGrouping, Parameters<typeof isAllowed>[1]>> = { customer: 'CUSTOMERS', trunk: 'TRUNKS', provider: 'TRUNKS' };

interface ReportOptions {
  db: Executor;
  actions: ActionsMap;
  timeZone: string;
  query: TrafficReportQuery;
}

/** A range of local dates' traffic broken down as asked, with its total, from the rollups. */
export async function buildTrafficReport({ db, actions, timeZone, query }: ReportOptions): Promise<TrafficReportAnswer> {
  if (query.to < query.from) throw new AppError('BAD_REQUEST', 'to must be on or after from');
  if (datesBetween(query.from, query.to).length > MAX_REPORT_DAYS) throw new AppError('BAD_REQUEST', `A report covers at most ${MAX_REPORT_DAYS} days`);
  const needed = NEEDS[query.by];
  if (needed && !isAllowed(actions, needed, 'list')) throw new AppError('FORBIDDEN', `You are not allowed to see traffic by ${query.by}`);
  const span = { from: startOfLocalDate(query.from, timeZone), to: startOfLocalDate(addDays(query.to, 1), timeZone) };
  const dimension = DIMENSIONS[query.by];
  const [rows, total] = await Promise.all([
    dimension ? sumTrafficByKey(db, { dimension, span }) : trafficSeries(db, { span, unit: query.by === 'hour' ? 'hour' : 'day', timeZone }),
    sumTraffic(db, span),
  ]);
  const names = dimension
    ? await namesOf(
        db,
        dimension,
        rows.map((row) => row.key),
      )
    : new Map<string, string>();
  return {
    time_zone: timeZone,
    by: query.by,
    from: query.from,
    to: query.to,
    rows: rows.map((row) => ({ key: row.key, name: names.get(row.key) ?? row.key, ...describeTraffic(row) })),
    total: describeTraffic(total),
  };
}
