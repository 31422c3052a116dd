import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import { forbidden, unauthorized } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry `/metrics` answers from; domain metrics register themselves in it. */
    metrics: Registry;
  }
}

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** A bearer token scrapers must send; without one, only this machine may scrape. */
  token?: string;
  pool: pg.Pool;
}

const isLoopback = (address: string) => (isIP(address) === 4 ? address.startsWith('127.') : address === '::1' || address.startsWith('::ffff:127.'));

function hasToken(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who may read the metrics: with METRICS_TOKEN, whoever sends it; without it, this machine only.
 * A request a proxy relayed is not local even when the proxy is, so one carrying X-Forwarded-For
 * is refused unless TRUST_PROXY let Fastify read the client's own address from it.
 */
function checkScraper(request: FastifyRequest, token: string | undefined) {
  if (token) {
    if (!hasToken(request, token)) throw unauthorized('Send the metrics token: Authorization: Bearer <METRICS_TOKEN>');
    return;
  }
  const isRelayed = request.headers['x-forwarded-for'] !== undefined && request.ip === request.socket.remoteAddress;
  if (!isLoopback(request.ip) || isRelayed) throw forbidden('Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere');
}

function registerPoolGauges(registry: Registry, pool: pg.Pool) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('ringledger_db_pool_connections', 'Connections the database pool holds open', () => pool.totalCount);
  gauge('ringledger_db_pool_idle_connections', 'Open pool connections not in use', () => pool.idleCount);
  gauge('ringledger_db_pool_waiting_requests', 'Queries waiting for a pool connection', () => pool.waitingCount);
}

/**
 * Prometheus metrics at GET /metrics (prom-client's text format): Node's own (event loop lag,
 * memory, garbage collection), HTTP requests and their latency by route pattern and status, the
 * database pool, and what the domain registers. The route label is the route's pattern
 * (`/api/v1/dids/:id`), never the URL asked, so the series stay as few as the routes.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerPoolGauges(registry, options.pool);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'ringledger_http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'ringledger_http_request_duration_seconds',
    help: 'Time from request to answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.decorate('metrics', registry);
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    checkScraper(request, options.token);
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
});
