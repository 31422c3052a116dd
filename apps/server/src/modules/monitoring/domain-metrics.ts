import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { RatingCache } from '../rating/rating-cache.js';
import type { BilledCdr, Outcome } from '../call-records/cdr-batch.js';

/** The route FreeSWITCH posts its CDRs to, as the route label names it. */
const CDR_ROUTE = '/api/v1/freeswitch/cdr';

/**
 * CDRs as this instance handled them: received (every post), refused (answered 4xx or 5xx, so
 * the switch keeps it to post again), written by outcome, and calls recorded without a rate.
 */
export function registerCdrMetrics(registry: Registry) {
  const received = new Counter({ name: 'ringledger_cdrs_received_total', help: 'CDRs posted by the switch', registers: [registry] });
  const refused = new Counter({
    name: 'ringledger_cdrs_refused_total',
    help: 'CDR posts answered with an error: invalid (4xx, not a CDR) or failed (5xx, posted again by the switch)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const written = new Counter({
    name: 'ringledger_cdrs_written_total',
    help: 'CDRs committed, by outcome (recorded, duplicate, carrier_added, waiting_for_a_leg, not_billed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const unrated = new Counter({
    name: 'ringledger_calls_unrated_total',
    help: 'Calls recorded that could not be rated, by side (customer, carrier)',
    labelNames: ['side'] as const,
    registers: [registry],
  });
  return {
    /** The ingester's onWritten: each committed batch. */
    written(cdrs: readonly BilledCdr[], outcomes: readonly Outcome[]) {
      outcomes.forEach((outcome, index) => {
        written.inc({ outcome: outcome.status });
        const { customer, carrier } = cdrs[index];
        if (outcome.status === 'recorded' && customer && !customer.rated) unrated.inc({ side: 'customer' });
        if (outcome.status === 'carrier_added' && carrier && carrier.cost === null) unrated.inc({ side: 'carrier' });
      });
    },
    /** An onResponse hook: every answer to a CDR post. */
    async answered(request: FastifyRequest, reply: FastifyReply) {
      if (request.routeOptions.url !== CDR_ROUTE || request.method !== 'POST') return;
      received.inc();
      if (reply.statusCode >= 400) refused.inc({ reason: reply.statusCode >= 500 ? 'failed' : 'invalid' });
    },
  };
}

/** What the rating cache holds, read at each scrape. */
export function registerRatingMetrics(registry: Registry, rating: RatingCache) {
  const held = new Gauge({
    name: 'ringledger_rating_cache_entries',
    help: 'What the rating cache holds in memory: pricelists, their rates, localizations',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const size = await rating.size();
      for (const kind of ['pricelists', 'rates', 'localizations'] as const) this.set({ kind }, size[kind]);
    },
  });
  return held;
}

/** Card payments by outcome (pending, success, failed), counted in the database at each scrape: the same on every instance. */
export function registerPaymentMetrics(registry: Registry, db: Database) {
  return new Gauge({
    name: 'ringledger_payments',
    help: 'Card payments by status, from the database',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await db.$client.query<{ status: string; count: string }>({
        name: 'rl_metrics_payments',
        text: 'select status, count(*) from payments group by status',
      });
      for (const status of ['pending', 'success', 'failed']) this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
    },
  });
}
