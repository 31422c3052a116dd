import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { strictQuery } from '../resource.js';
import { money } from '../fields.js';
import { UNRATED_REASON_KINDS } from '../resources/call-records.js';

/** The dashboard's periods, in the operator's time zone: today and yesterday, and the last 7 and 30 days up to now. */
export const DASHBOARD_PERIODS = ['today', 'yesterday', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Attempts, answered calls and the money of a span, as the dashboard and reports show them. */
export const trafficFigures = z.object({
  calls: z.number().int(),
  answered: z.number().int(),
  /** Answered ÷ attempts, in percent with one decimal; null without attempts. */
  asr: z.number().nullable(),
  /** Average billed seconds of answered calls; null without any. */
  acd: z.number().nullable(),
  billseconds: z.number().int(),
  /** Billed minutes with two decimals. */
  minutes: z.number(),
  revenue: money,
  provider_cost: money,
  margin: money,
});
export type TrafficFiguresAnswer = z.infer<typeof trafficFigures>;

export const dashboardPeriod = trafficFigures.extend({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string().describe('ISO 8601 instant'),
  to: z.string().describe('ISO 8601 instant'),
});

/** A customer's, trunk's or prefix's share, with what to call it and the id or prefix its link filters by. */
export const trafficRanking = trafficFigures.extend({ key: z.string(), name: z.string() });

export const dashboardAnswer = z.object({
  time_zone: z.string(),
  periods: z.array(dashboardPeriod),
  /** The chosen period by local hour (today, yesterday) or day: `YYYY-MM-DDTHH:00` or `YYYY-MM-DD`. */
  chart: z.object({ unit: z.enum(['hour', 'day']), buckets: z.array(trafficRanking.omit({ name: true })) }),
  /** Of the chosen period, by billed minutes; null where the caller may not see them (customers, trunks). */
  top: z.object({
    destinations: z.array(trafficRanking).nullable(),
    customers: z.array(trafficRanking).nullable(),
    trunks: z.array(trafficRanking).nullable(),
  }),
  attention: z.object({
    /** Prepaid call accounts below the Low Balance Threshold or below zero, lowest first (at most 10), and how many there are. */
    low_balances: z
      .object({
        total: z.number().int(),
        accounts: z.array(
          z.object({ id: z.number(), number: z.string(), name: z.string(), owner: z.string().nullable(), balance: money, level: z.enum(['low', 'negative']) }),
        ),
      })
      .nullable(),
    /** Calls waiting to be rated, by reason. */
    unrated: z.array(z.object({ reason: z.enum(UNRATED_REASON_KINDS), calls: z.number().int() })).nullable(),
    /** When the newest call record was received; null before any. */
    last_cdr_at: z.string().nullable(),
    /**
     * Trunks whose ASR over the last 3 hours is at least 20 points below their ASR over the 7 days
     * before (at least 10 and 20 calls); null without TRUNKS:list.
     */
    failing_trunks: z.array(z.object({ key: z.string(), name: z.string(), calls: z.number().int(), asr: z.number(), usual_asr: z.number() })).nullable(),
    /** Each enabled switch's event-socket link as this instance holds it; null without SWITCHES:list. */
    switches: z.array(z.object({ id: z.number(), name: z.string(), connected: z.boolean(), last_error: z.string().nullable() })).nullable(),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

export const getDashboard = defineOperation({
  name: 'get-dashboard',
  method: 'GET',
  path: '/dashboard',
  access: { label: 'DASHBOARD', action: 'view' },
  tag: 'reports',
  summary: 'How today is going: traffic and money per period, a chart, top destinations, customers and trunks, what needs attention',
  description:
    'Every figure comes from the traffic rollups (per UTC hour and day), in the Time Zone configuration. `period` chooses what the ' +
    'chart and the top lists cover (default today). Top customers need CUSTOMERS:list, top trunks TRUNKS:list, low balances ' +
    'CALL_ACCOUNTS:list, unrated calls CALL_RECORDS:list, failing trunks TRUNKS:list and the switch links SWITCHES:list; without them ' +
    'those parts are null.',
  query: strictQuery({ period: z.enum(DASHBOARD_PERIODS, { error: `period must be one of: ${DASHBOARD_PERIODS.join(', ')}` }).optional() }),
  answers: { 200: dashboardAnswer },
  example: { query: { period: '7d' } },
});
