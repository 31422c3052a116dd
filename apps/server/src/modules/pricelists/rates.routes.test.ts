import { beforeAll, describe, expect, it } from 'vitest';
import { rates } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createPricelist, createUser, signIn } from '../../test/factories.js';
import { createdRecord } from '../../test/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('rates of a pricelist', () => {
  const context = useTestApp();
  const sessions = {} as Record<'admin' | 'agent' | 'user', Session>;

  beforeAll(async () => {
    for (const role of ['admin', 'agent', 'user'] as const) sessions[role] = await signIn(context.app, await createUser(context.db, role));
  });

  const callAs = (session: Session, method: Method, url: string, payload?: Record<string, unknown>) =>
    context.app.inject({ method, url: `/api/v1/pricelists${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const call = (method: Method, url: string, payload?: Record<string, unknown>) => callAs(sessions.admin, method, url, payload);
  const addRates = async (pricelistId: number, values: Partial<typeof rates.$inferInsert>[]) =>
    context.db
      .insert(rates)
      .values(values.map((rate) => ({ pricelist_id: pricelistId, prefix: '1', cost_per_min: '0.1', ...rate })))
      .returning();

  describe('create, read, update, delete', () => {
    it('creates a rate with the defaults, under its pricelist, and reads it back', async () => {
      const pricelist = await createPricelist(context.db);
      // The path names the pricelist; a body naming one is refused.
      const elsewhere = await call('POST', `/${pricelist.id}/rates`, { prefix: '234803', cost_per_min: 0.12, pricelist_id: 999 });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toEqual({ error: 'Unknown field: pricelist_id', fields: { pricelist_id: 'Unknown field: pricelist_id' } });
      const rate = await createdRecord(call('POST', `/${pricelist.id}/rates`, { prefix: '234803', cost_per_min: 0.12 }));
      expect(rate).toMatchObject({
        pricelist_id: pricelist.id,
        prefix: '234803',
        description: null,
        cost_per_min: '0.12000',
        connect_cost: '0.00000',
        included_seconds: 0,
        init_inc: 0,
        inc: 0,
        enabled: true,
      });
      expect((await call('GET', `/${pricelist.id}/rates/${rate.id}`)).json()).toEqual(rate);
    });

    it('refuses bad fields with their messages', async () => {
      const pricelist = await createPricelist(context.db);
      const cases: [Record<string, unknown>, string][] = [
        [{ cost_per_min: '0.1' }, 'Prefix is required'],
        [{ prefix: '+234', cost_per_min: '0.1' }, 'Prefix must contain digits only'],
        [{ prefix: '1'.repeat(21), cost_per_min: '0.1' }, 'Prefix must be at most 20 digits'],
        [{ prefix: '234' }, 'Cost per minute must be a number'],
        [{ prefix: '234', cost_per_min: '-0.1' }, 'Cost per minute must be a non-negative amount with at most 5 decimals'],
        [{ prefix: '234', cost_per_min: '0.1', inc: -1 }, 'Increment must be at least 0'],
        [{ prefix: '234', cost_per_min: '0.1', included_seconds: 0.5 }, 'Included seconds must be a whole number'],
      ];
      for (const [body, message] of cases) {
        const response = await call('POST', `/${pricelist.id}/rates`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error).toBe(message);
      }
      expect((await call('GET', `/${pricelist.id}/rates`)).json().total).toBe(0);
    });

    it('answers 409 for a prefix already in the pricelist, on create and update; other pricelists may have it', async () => {
      const pricelist = await createPricelist(context.db);
      const [, other] = await addRates(pricelist.id, [{ prefix: '234803' }, { prefix: '234805' }]);
      const duplicate = await call('POST', `/${pricelist.id}/rates`, { prefix: '234803', cost_per_min: '0.2' });
      expect(duplicate.statusCode).toBe(409);
      const message = 'A rate for prefix 234803 already exists in this pricelist';
      expect(duplicate.json()).toEqual({ error: message, fields: { prefix: message } });
      const moved = await call('PATCH', `/${pricelist.id}/rates/${other.id}`, { prefix: '234803' });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().error).toBe('A rate for prefix 234803 already exists in this pricelist');
      const elsewhere = await createPricelist(context.db);
      expect((await call('POST', `/${elsewhere.id}/rates`, { prefix: '234803', cost_per_min: '0.2' })).statusCode).toBe(201);
    });

    it('PATCH changes only the given fields and keeps the rate in its pricelist', async () => {
      const pricelist = await createPricelist(context.db);
      const before = (await call('POST', `/${pricelist.id}/rates`, { prefix: '44', cost_per_min: '0.3', description: 'UK' })).json();
      expect((await call('PATCH', `/${pricelist.id}/rates/${before.id}`, { enabled: false, pricelist_id: 1 })).statusCode).toBe(400);
      const response = await call('PATCH', `/${pricelist.id}/rates/${before.id}`, { connect_cost: 0.01, enabled: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...before, connect_cost: '0.01000', enabled: false, updated_at: response.json().updated_at });
    });

    it('deletes with 204, after which the rate is gone', async () => {
      const pricelist = await createPricelist(context.db);
      const [rate] = await addRates(pricelist.id, [{ prefix: '33' }]);
      expect((await call('DELETE', `/${pricelist.id}/rates/${rate.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/${pricelist.id}/rates/${rate.id}`)).json()).toEqual({ error: 'Rate was not found' });
    });
  });

  describe('not found and bad ids', () => {
    it('answers 404 "Pricelist was not found" on every route of a missing pricelist', async () => {
      const requests: [Method, string, Record<string, unknown>?][] = [
        ['GET', '/2147483000/rates'],
        ['POST', '/2147483000/rates', { prefix: '1', cost_per_min: '1' }],
        ['GET', '/2147483000/rates/1'],
        ['PATCH', '/2147483000/rates/1', { enabled: true }],
        ['DELETE', '/2147483000/rates/1'],
        ['GET', '/2147483000/rates/export'],
        ['GET', '/2147483000/rate?number=1&seconds=1'],
      ];
      for (const [method, url, body] of requests) {
        const response = await call(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ error: 'Pricelist was not found' });
      }
    });

    it("answers 404 for another pricelist's rate and leaves it alone", async () => {
      const [mine, theirs] = [await createPricelist(context.db), await createPricelist(context.db)];
      const [rate] = await addRates(theirs.id, [{ prefix: '49', cost_per_min: '0.5' }]);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(method, `/${mine.id}/rates/${rate.id}`, method === 'PATCH' ? { cost_per_min: '9' } : undefined);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Rate was not found' });
      }
      expect((await call('GET', `/${theirs.id}/rates/${rate.id}`)).json()).toMatchObject({ cost_per_min: '0.50000' });
    });

    it('answers 400 for ids that are not whole numbers', async () => {
      expect((await call('GET', '/abc/rates')).json().error).toBe('id must be a whole number');
      const pricelist = await createPricelist(context.db);
      expect((await call('GET', `/${pricelist.id}/rates/1.5`)).json().error).toBe('rateId must be a whole number');
    });
  });

  describe('list', () => {
    let pricelistId: number;

    beforeAll(async () => {
      pricelistId = (await createPricelist(context.db)).id;
      await addRates(pricelistId, [
        { prefix: '234803', cost_per_min: '0.20', description: 'Nigeria MTN' },
        { prefix: '2348', cost_per_min: '0.30', description: 'Nigeria mobile' },
        { prefix: '44', cost_per_min: '0.05', description: 'United Kingdom', enabled: false },
        { prefix: '1', cost_per_min: '0.01', description: 'North America' },
      ]);
      await addRates((await createPricelist(context.db)).id, [{ prefix: '2349', description: 'Nigeria elsewhere' }]);
    });

    const prefixes = async (query: string) => {
      const response = await call('GET', `/${pricelistId}/rates${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return { total: body.total, prefixes: body.results.map((rate: { prefix: string }) => rate.prefix) };
    };

    it("lists only the pricelist's rates, sorted by prefix or cost", async () => {
      expect(await prefixes('?sort_by=prefix')).toEqual({ total: 4, prefixes: ['1', '234803', '2348', '44'].sort() });
      expect(await prefixes('?sort_by=-cost_per_min')).toEqual({ total: 4, prefixes: ['2348', '234803', '44', '1'] });
    });

    it('lists by prefix when no order is asked for, as an operator reads a rate sheet', async () => {
      expect(await prefixes('')).toEqual({ total: 4, prefixes: ['1', '234803', '2348', '44'].sort() });
    });

    it('searches prefixes and descriptions, filters on enabled and pages', async () => {
      expect(await prefixes('?search=nigeria&sort_by=prefix')).toEqual({ total: 2, prefixes: ['2348', '234803'] });
      expect(await prefixes('?search=348')).toEqual({ total: 2, prefixes: expect.arrayContaining(['2348', '234803']) });
      expect(await prefixes('?enabled=false')).toEqual({ total: 1, prefixes: ['44'] });
      expect(await prefixes('?sort_by=prefix&limit=3&page=2')).toEqual({ total: 4, prefixes: ['44'] });
    });

    it('refuses sorting by a field that is not sortable', async () => {
      expect((await call('GET', `/${pricelistId}/rates?sort_by=description`)).statusCode).toBe(400);
    });
  });

  describe('price a call', () => {
    it('prices a number with the best enabled rate, or says there is no rate', async () => {
      const pricelist = await createPricelist(context.db, { init_inc: 60, inc: 30, markup: 10 });
      await addRates(pricelist.id, [{ prefix: '234', cost_per_min: '0.1', connect_cost: '0.05' }]);
      const rated = await call('GET', `/${pricelist.id}/rate?number=%2B2348031234567&seconds=125`);
      expect(rated.statusCode).toBe(200);
      expect(rated.json()).toMatchObject({ status: 'rated', rate: { prefix: '234' }, charged_seconds: 150, cost: '0.32500' });
      expect((await call('GET', `/${pricelist.id}/rate?number=4420&seconds=10`)).json()).toEqual({ status: 'no_rate' });
      expect((await call('GET', `/${pricelist.id}/rate?number=234&seconds=-1`)).json().error).toBe('Seconds must be a whole number of at least 0');
      expect((await call('GET', `/${pricelist.id}/rate?number=234&seconds=`)).json().error).toBe('Seconds must be a whole number of at least 0');
      expect((await call('GET', `/${pricelist.id}/rate?number=234&seconds=86401`)).json().error).toBe('Seconds must be at most 86400');
      expect((await call('GET', `/${pricelist.id}/rate?number=abc&seconds=1`)).json().error).toBe('Number must contain digits only');
    });
  });

  describe('permissions (label PRICELISTS)', () => {
    it('lets an agent list, view, export and price, and nothing more', async () => {
      const pricelist = await createPricelist(context.db);
      const [rate] = await addRates(pricelist.id, [{ prefix: '7' }]);
      const base = `/${pricelist.id}/rates`;
      const allowed: [Method, string][] = [
        ['GET', base],
        ['GET', `${base}/${rate.id}`],
        ['GET', `${base}/export`],
        ['GET', `/${pricelist.id}/rate?number=7&seconds=1`],
      ];
      for (const [method, url] of allowed) expect((await callAs(sessions.agent, method, url)).statusCode, url).toBe(200);
      const refused: [Method, string, string, Record<string, unknown>?][] = [
        ['POST', base, 'create', { prefix: '8', cost_per_min: '1' }],
        ['PATCH', `${base}/${rate.id}`, 'edit', { cost_per_min: '9' }],
        ['DELETE', `${base}/${rate.id}`, 'delete'],
        ['POST', `${base}/import`, 'create'],
      ];
      for (const [method, url, action, body] of refused) {
        const response = await callAs(sessions.agent, method, url, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ error: `You are not allowed to ${action} pricelists` });
      }
      expect((await call('GET', `${base}/${rate.id}`)).json().cost_per_min).toBe('0.10000');
    });

    it('refuses a self-service user everything, and anyone without a session', async () => {
      const pricelist = await createPricelist(context.db);
      for (const url of [`/${pricelist.id}/rates`, `/${pricelist.id}/rates/export`, `/${pricelist.id}/rate?number=1&seconds=1`]) {
        expect((await callAs(sessions.user, 'GET', url)).statusCode).toBe(403);
        expect((await context.app.inject({ method: 'GET', url: `/api/v1/pricelists${url}` })).statusCode).toBe(401);
      }
      expect((await callAs(sessions.user, 'POST', `/${pricelist.id}/rates`, { prefix: '1', cost_per_min: '1' })).statusCode).toBe(403);
    });
  });
});
