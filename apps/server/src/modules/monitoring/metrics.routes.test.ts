import { randomUUID } from 'node:crypto';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { createCallWorld, outboundCall, postCdr, SWITCH, switchAuth } from '../../test/call-world.js';
import { buildApp } from '../../app.js';

const LOCAL = { remoteAddress: '127.0.0.1' };

async function scrapeText(app: FastifyInstance, options: Partial<InjectOptions> = {}) {
  const response = await app.inject({ method: 'GET', url: '/metrics', ...LOCAL, ...options });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

const scrape = async (app: FastifyInstance, options: Partial<InjectOptions> = {}) => parsePrometheusTextFormat(await scrapeText(app, options));

/** A counter's or gauge's sample whose labels include `labels`, 0 when there is none yet. */
function valueOf(families: ReturnType<typeof parsePrometheusTextFormat>, name: string, labels: Record<string, string> = {}) {
  const family = families.find((item) => item.name === name);
  const sample = family?.metrics.find((item) => Object.entries(labels).every(([key, value]) => item.labels?.[key] === value));
  return Number(sample?.value ?? 0);
}

/** A histogram's count of observations: the parser keeps no labels for histograms, so its `_count` line is read. */
function countOf(text: string, name: string, labels: string) {
  const line = text.split('\n').find((item) => item.startsWith(`${name}_count{${labels}}`));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('GET /metrics', () => {
  const context = useTestApp({ switchCredentials: SWITCH });

  it('counts requests and times them by route pattern and status, never by the URL asked', async () => {
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const before = await scrapeText(context.app);
    const route = { method: 'GET', route: '/api/v1/dids/:id', status: '404' };
    for (const id of [987654, 987655, 987656]) await context.app.inject({ method: 'GET', url: `/api/v1/dids/${id}`, headers: admin.headers });
    const afterText = await scrapeText(context.app);
    const after = parsePrometheusTextFormat(afterText);
    expect(valueOf(after, 'ringledger_http_requests_total', route) - valueOf(parsePrometheusTextFormat(before), 'ringledger_http_requests_total', route)).toBe(
      3,
    );
    const histogram = ['ringledger_http_request_duration_seconds', 'method="GET",route="/api/v1/dids/:id",status="404"'] as const;
    expect(countOf(afterText, ...histogram) - countOf(before, ...histogram)).toBe(3);
    const routes = after.find((family) => family.name === 'ringledger_http_requests_total')?.metrics.map((sample) => sample.labels?.route);
    expect(routes).not.toContain('/api/v1/dids/987654');
  });

  it('reports the database pool, the event loop lag, the rating cache and payments by status', async () => {
    const families = await scrape(context.app);
    for (const name of [
      'ringledger_db_pool_connections',
      'ringledger_db_pool_idle_connections',
      'ringledger_db_pool_waiting_requests',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(families.map((family) => family.name)).toContain(name);
    expect(valueOf(families, 'ringledger_db_pool_connections')).toBeGreaterThan(0);
    expect(valueOf(families, 'ringledger_payments', { status: 'success' })).toBe(0);
    expect(
      families
        .find((family) => family.name === 'ringledger_rating_cache_entries')
        ?.metrics.map((sample) => sample.labels?.kind)
        .sort(),
    ).toEqual(['localizations', 'pricelists', 'rates']);
  });

  it('counts CDRs received, recorded, unrated and refused, and what the rating cache then holds', async () => {
    const world = await createCallWorld(context.db);
    const before = await scrape(context.app);
    const rated = outboundCall(world);
    expect((await postCdr(context.app, rated.a)).json()).toMatchObject({ status: 'recorded' });
    expect((await postCdr(context.app, outboundCall(world, { destination: '+15550001' }).a)).json()).toMatchObject({ status: 'recorded' });
    const refused = await context.app.inject({
      method: 'POST',
      url: `/api/v1/freeswitch/cdr?uuid=${randomUUID()}`,
      headers: { authorization: switchAuth, 'content-type': 'application/json' },
      payload: { not: 'a cdr' },
    });
    expect(refused.statusCode).toBe(400);
    const after = await scrape(context.app);
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('ringledger_cdrs_received_total')).toBe(3);
    expect(moved('ringledger_cdrs_written_total', { outcome: 'recorded' })).toBe(2);
    expect(moved('ringledger_calls_unrated_total', { side: 'customer' })).toBe(1);
    expect(moved('ringledger_cdrs_refused_total', { reason: 'invalid' })).toBe(1);
    expect(valueOf(after, 'ringledger_rating_cache_entries', { kind: 'rates' })).toBeGreaterThanOrEqual(2);
  });

  it('answers only this machine without a token: 403 to another address and to a request a proxy relayed', async () => {
    const remote = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ error: 'Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere' });
    const relayed = await context.app.inject({ method: 'GET', url: '/metrics', ...LOCAL, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(403);
    await scrape(context.app, { remoteAddress: '::1' });
  });

  it('with a token, asks every scraper for it (401 without it or with another) and answers whoever sends it', async () => {
    const token = 'metrics-token-for-tests-0123456789';
    const app = await buildApp({ db: context.db, jwtSecret: 'x'.repeat(32), metricsToken: token, trustProxy: true });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`]) {
        const refused = await app.inject({ method: 'GET', url: '/metrics', ...LOCAL, headers: authorization ? { authorization } : {} });
        expect(refused.statusCode, authorization).toBe(401);
        expect(refused.json()).toEqual({ error: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>' });
      }
      await scrape(app, { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.4' } });
    } finally {
      await app.close();
    }
  });

  it('is no console route: a signed-in session does not open it from elsewhere', async () => {
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    expect((await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: admin.headers })).statusCode).toBe(403);
  });
});
