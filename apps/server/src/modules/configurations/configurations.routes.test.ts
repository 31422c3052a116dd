import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { configurations } from '../../db/schema/index.js';
import { TEST_JWT_SECRET, useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, fingerprint, signIn } from '../../test/factories.js';

type Method = 'GET' | 'PATCH' | 'POST' | 'DELETE';

describe('configurations API', () => {
  const context = useTestApp({ currency: 'USD', mailFrom: 'Billing <billing@ringledger.test>' });
  let headers: Record<string, string>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    headers = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    const rows = await context.db.select().from(configurations);
    ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });

  const call = (method: Method, url: string, payload?: unknown) =>
    context.app.inject({ method, url: `/api/v1/configurations${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const refusal = async (payload: unknown) => {
    const response = await call('PATCH', '', payload);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().error as string;
  };

  it('seeds the settings the server reads, from the deployment defaults, and lists them by group with the total', async () => {
    const response = await call('GET', '');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.total).toBe(11);
    expect(Object.keys(answer).sort()).toEqual(['billing', 'email', 'telephony', 'total']);
    expect(answer.billing).toEqual([
      expect.objectContaining({ name: 'currency', label: 'Currency', type: 'choice', value: 'USD', enabled: true }),
      expect.objectContaining({ name: 'currency_decimals', type: 'integer', value: 2, min: '0', max: '5' }),
      expect.objectContaining({ name: 'low_balance_threshold', type: 'decimal', value: '5.00', min: '0' }),
      expect.objectContaining({ name: 'recharge_min', type: 'decimal', value: '1.00', min: '0.01' }),
      expect.objectContaining({ name: 'recharge_max', type: 'decimal', value: '1000000.00', max: '100000000' }),
      expect.objectContaining({ name: 'cdr_raw_retention_months', type: 'integer', value: 24, min: '1', max: '120' }),
      expect.objectContaining({ name: 'time_zone', label: 'Time Zone', type: 'choice', value: 'UTC' }),
    ]);
    expect(answer.billing[6].choices).toEqual(expect.arrayContaining(['UTC', 'Africa/Lagos', 'America/New_York', 'Europe/London']));
    expect(answer.billing[0].choices).toContain('NGN');
    expect(answer.telephony).toEqual([
      expect.objectContaining({ name: 'did_leg_timeout', type: 'integer', value: 60, min: '1', max: '3600' }),
      expect.objectContaining({ name: 'max_call_duration', label: 'Maximum Call Duration', type: 'integer', value: 7200, min: '60', max: '86400' }),
    ]);
    expect(answer.email).toEqual([
      expect.objectContaining({ name: 'mail_from', type: 'text', value: 'Billing <billing@ringledger.test>' }),
      expect.objectContaining({ name: 'low_balance_alert_recipients', type: 'text', value: '', min: '0', max: '1000' }),
    ]);
    expect(answer.billing[0]).toHaveProperty('created_at');
    const searched = (await call('GET', '?search=leg')).json();
    expect(searched).toEqual({ telephony: [expect.objectContaining({ name: 'did_leg_timeout' })], total: 1 });
  });

  it('answers one configuration, a missing one with 404, and has no create or delete', async () => {
    const one = await call('GET', `/${ids.currency}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: ids.currency, name: 'currency', value: 'USD' });
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('POST', '', { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${ids.currency}`)).statusCode).toBe(404);
  });

  it('checks each value against its row, naming the row and why', async () => {
    expect(await refusal([{ [ids.did_leg_timeout]: 0 }])).toBe(
      `Configuration ${ids.did_leg_timeout} (Default DID Leg Timeout): Default DID Leg Timeout must be at least 1`,
    );
    expect(await refusal([{ [ids.did_leg_timeout]: 3601 }])).toMatch(/Default DID Leg Timeout must be at most 3600$/);
    expect(await refusal([{ [ids.did_leg_timeout]: 2.5 }])).toMatch(/Default DID Leg Timeout must be a whole number$/);
    expect(await refusal([{ [ids.did_leg_timeout]: 'soon' }])).toMatch(/Default DID Leg Timeout must be a whole number$/);
    expect(await refusal([{ [ids.currency]: 'XYZ' }])).toMatch(/\(Currency\): Currency must be one of NGN, USD, /);
    expect(await refusal([{ [ids.mail_from]: 'nobody' }])).toMatch(/E-mail Sender must be an address like "Ringledger <no-reply@example.com>"$/);
    expect(await refusal([{ [ids.mail_from]: 42 }])).toMatch(/E-mail Sender must be text$/);
    expect(await refusal([{ [ids.low_balance_alert_recipients]: 'ops@example.test; Finance <f@example.test>' }])).toMatch(
      /Low Balance Alert Recipients must be e-mail addresses separated by commas$/,
    );
    expect(await refusal([{ '999999': 'x' }])).toBe('Configuration 999999 does not exist');
    // The refused value's field is named by the row's id, as the body names it.
    const refused = await call('PATCH', '', [{ [ids.did_leg_timeout]: 0 }]);
    expect(refused.json().fields).toEqual({ [ids.did_leg_timeout]: 'Default DID Leg Timeout must be at least 1' });
    expect(await refusal([{ abc: 'x' }])).toBe('"abc" is not a configuration id');
    expect(await refusal([])).toBe('Name at least one configuration to change');
    expect(await refusal({ [ids.currency]: 'USD' })).toBe('The body must be a list of changes like [{"12": "USD"}]');
    expect(await refusal([{ [ids.currency]: 'USD' }, { [ids.currency]: 'NGN' }])).toBe(`Configuration ${ids.currency} is changed twice`);
  });

  it('changes all or nothing: one bad row refuses the request and changes no other row', async () => {
    const error = await refusal([{ [ids.currency]: 'EUR' }, { [ids.did_leg_timeout]: -5 }]);
    expect(error).toMatch(/Default DID Leg Timeout must be at least 1$/);
    expect((await call('GET', `/${ids.currency}`)).json().value).toBe('USD');
    expect(context.app.settings.get('currency')).toBe('USD');
  });

  it('changes several values in one request, says so, and the accessor reads them at once', async () => {
    const response = await call('PATCH', '', [{ [ids.currency]: 'EUR' }, { [ids.did_leg_timeout]: '45' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Config updated successfully',
      results: [expect.objectContaining({ name: 'currency', value: 'EUR' }), expect.objectContaining({ name: 'did_leg_timeout', value: 45 })],
    });
    expect(context.app.settings.get('currency')).toBe('EUR');
    expect(context.app.settings.get('did_leg_timeout')).toBe(45);
  });

  it('gives new DIDs that name no leg timeout the configured default', async () => {
    await call('PATCH', '', [{ [ids.did_leg_timeout]: 25 }]);
    const { account, callAccount } = await createCallAccountWithAccount(context.db);
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v1/dids',
      headers,
      payload: { number: '2348035550101', account_id: account.id, call_billing_account_id: callAccount.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().leg_timeout).toBe(25);
  });

  it("puts the currency, its decimals, the low balance threshold and the DID leg timeout in the session's settings as soon as they change", async () => {
    await call('PATCH', '', [
      { [ids.currency]: 'GHS' },
      { [ids.did_leg_timeout]: 40 },
      { [ids.currency_decimals]: 3 },
      { [ids.low_balance_threshold]: '12.5' },
    ]);
    const user = await createUser(context.db, 'agent');
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { deviceID: fingerprint(), email: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().settings).toEqual({
      currency: 'GHS',
      currency_decimals: 3,
      low_balance_threshold: '12.5',
      did_leg_timeout: 40,
      payment_provider: 'sandbox',
      time_zone: 'UTC',
    });
  });

  it('takes a time zone by its IANA name only, and hands it to the console', async () => {
    expect(await refusal([{ [ids.time_zone]: 'Lagos' }])).toMatch(/Time Zone must be one of UTC, /);
    expect((await call('PATCH', '', [{ [ids.time_zone]: 'Africa/Lagos' }])).statusCode).toBe(200);
    expect(context.app.settings.get('time_zone')).toBe('Africa/Lagos');
    const user = await createUser(context.db, 'agent');
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { deviceID: fingerprint(), email: user.email, password: user.password },
    });
    expect(login.json().settings.time_zone).toBe('Africa/Lagos');
    await call('PATCH', '', [{ [ids.time_zone]: 'UTC' }]);
  });

  describe('on another server instance', () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET });
      await other.ready();
    });
    afterAll(() => other.close());

    it('reads a change when PostgreSQL announces it, without a restart', async () => {
      await call('PATCH', '', [{ [ids.mail_from]: 'Accounts <accounts@ringledger.test>' }]);
      await expect.poll(() => other.settings.get('mail_from'), { timeout: 3000 }).toBe('Accounts <accounts@ringledger.test>');
      // A change made in the database by hand is announced the same way.
      await context.db.update(configurations).set({ value: 'KES' }).where(eq(configurations.id, ids.currency));
      await expect.poll(() => other.settings.get('currency'), { timeout: 3000 }).toBe('KES');
    });
  });

  it('lets only roles with CONFIGURATIONS see and change configurations', async () => {
    const agent = await signIn(context.app, await createUser(context.db, 'agent'));
    const asAgent = (method: Method, url: string, payload?: object) =>
      context.app.inject({ method, url: `/api/v1/configurations${url}`, headers: agent.headers, ...(payload ? { payload } : {}) });
    expect((await asAgent('GET', '')).statusCode).toBe(403);
    expect((await asAgent('GET', `/${ids.currency}`)).statusCode).toBe(403);
    expect((await asAgent('PATCH', '', [{ [ids.currency]: 'NGN' }])).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/v1/configurations' })).statusCode).toBe(401);
  });
});

describe('the configurations of a platform started in a currency without a minor unit', () => {
  const context = useTestApp({ currency: 'XOF' });

  it('shows amounts in whole francs from the first start', async () => {
    const rows = await context.db
      .select()
      .from(configurations)
      .where(inArray(configurations.name, ['currency', 'currency_decimals']));
    expect(Object.fromEntries(rows.map((row) => [row.name, row.value]))).toEqual({ currency: 'XOF', currency_decimals: 0 });
    expect(context.app.settings.get('currency_decimals')).toBe(0);
  });
});
