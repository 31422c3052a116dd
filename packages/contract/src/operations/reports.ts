import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { strictQuery } from '../resource.js';
import { trafficFigures } from './dashboard.js';

/** What a traffic report is broken down by. */
export const REPORT_GROUPINGS = ['customer', 'trunk', 'provider', 'prefix', 'day', 'hour'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The most days one report covers: a year and a day, so a leap year fits. */
export const MAX_REPORT_DAYS = 367;

const localDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-11-01` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-01`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date`);

export const trafficReportQuery = strictQuery({
  by: z.enum(REPORT_GROUPINGS, { error: `by must be one of: ${REPORT_GROUPINGS.join(', ')}` }),
  /** The first and last local dates, both included, in the Time Zone configuration. */
  from: localDate('from'),
  to: localDate('to'),
});
export type TrafficReportQuery = z.infer<typeof trafficReportQuery>;

export const trafficReportRow = trafficFigures.extend({ key: z.string(), name: z.string() });

export const trafficReportAnswer = z.object({
  time_zone: z.string(),
  by: z.enum(REPORT_GROUPINGS),
  from: z.string(),
  to: z.string(),
  /** Largest first by billed minutes; by day or hour, in time order (local `YYYY-MM-DD` or `YYYY-MM-DDTHH:00`). */
  rows: z.array(trafficReportRow),
  total: trafficFigures,
});
export type TrafficReportAnswer = z.infer<typeof trafficReportAnswer>;

export const getTrafficReport = defineOperation({
  name: 'get-traffic-report',
  method: 'GET',
  path: '/reports/traffic',
  access: { label: 'REPORTS', action: 'list' },
  tag: 'reports',
  summary: 'Traffic by customer, trunk, provider, destination prefix, day or hour over a range of local dates',
  description:
    'Attempts, answered, ASR, ACD, minutes, revenue, provider cost and margin from the traffic rollups, the dates in the Time Zone ' +
    `configuration, at most ${MAX_REPORT_DAYS} days. By customer needs CUSTOMERS:list, by trunk or provider TRUNKS:list.`,
  query: trafficReportQuery,
  answers: { 200: trafficReportAnswer },
  example: { query: { by: 'day', from: '2026-11-01', to: '2026-11-28' } },
});
