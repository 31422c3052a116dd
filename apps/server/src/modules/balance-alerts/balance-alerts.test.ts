import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type AppOptions } from '../../app.js';
import { balanceAlerts, callAccounts, configurations } from '../../db/schema/index.js';
import { createMailer } from '../../mail/mailer.js';
import { createTestDatabase } from '../../test/database.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { TEST_JWT_SECRET } from '../../test/harness.js';
import { createCallWorld, outboundCall, postCdr, SWITCH } from '../../test/call-world.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { startFakeHttp, type FakeRequest } from '../../test/fake-http.js';
import { signatureOf, SIGNATURE_HEADER } from './alert-webhook.js';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
const SECRET = 'webhook-secret-for-tests';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let hook: Awaited<ReturnType<typeof startFakeHttp>>;
let hookStatus = 200;
const apps: FastifyInstance[] = [];
let app: FastifyInstance;
let admin: Record<string, string>;

async function startApp(options: Partial<AppOptions> = {}) {
  const built = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    sessionRateLimit: 10_000,
    mailer: createMailer({ smtpUrl: smtp.url, outboxDirectory: '/nonexistent' }),
    consoleUrl: 'https://billing.example.test',
    switchCredentials: SWITCH,
    balanceAlerts: { webhook: { url: `${hook.url}/events`, secret: SECRET }, pollMs: 600_000 },
    ...options,
  });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
  smtp = await startSmtpSink();
  hook = await startFakeHttp(() => ({ status: hookStatus, json: {} }));
  app = await startApp();
  await database.db
    .update(configurations)
    .set({ value: 'ops@example.test, finance@example.test' })
    .where(eq(configurations.name, 'low_balance_alert_recipients'));
  await app.settings.reload();
  admin = (await signIn(app, await createUser(database.db, 'admin'))).headers;
});
afterAll(async () => {
  for (const built of apps) await built.close();
  await smtp?.close();
  await hook?.close();
  await database?.drop();
});

const move = (callAccountId: number, type: 'credit' | 'debit', amount: string) =>
  app.inject({ method: 'POST', url: `/api/v1/call_accounts/${callAccountId}/transactions`, headers: admin, payload: { type, amount, description: 'test' } });

async function prepaidLine(balance: string, values: Partial<typeof callAccounts.$inferInsert> = {}) {
  const owner = await createUser(database.db, 'user');
  const { callAccount } = await createCallAccountWithAccount(database.db, owner.id);
  await database.db
    .update(callAccounts)
    .set({ balance, ...values })
    .where(eq(callAccounts.id, callAccount.id));
  return { owner, callAccount };
}

const alertsOf = (callAccountId: number) =>
  database.db.select().from(balanceAlerts).where(eq(balanceAlerts.call_account_id, callAccountId)).orderBy(balanceAlerts.id);
const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const eventsOf = (callAccountId: number) => hook.requests.map((request) => JSON.parse(request.body)).filter((event) => event.call_account.id === callAccountId);

describe('low-balance alerts', () => {
  it('raises one alert per crossing, below the threshold and again below zero, and a credit above the threshold re-arms both', async () => {
    const { callAccount } = await prepaidLine('20');
    for (const amount of ['10', '5']) expect((await move(callAccount.id, 'debit', amount)).statusCode).toBe(201);
    expect(await alertsOf(callAccount.id)).toEqual([]);
    // 4.90, then 4, then 3: one crossing, however many movements follow it below the threshold.
    for (const amount of ['0.10', '0.90', '1']) await move(callAccount.id, 'debit', amount);
    expect(await alertsOf(callAccount.id)).toEqual([expect.objectContaining({ level: 'low', balance: '4.90000', threshold: '5.00000' })]);
    await database.db.update(callAccounts).set({ credit_limit: '100' }).where(eq(callAccounts.id, callAccount.id));
    await move(callAccount.id, 'debit', '2.5');
    await move(callAccount.id, 'debit', '1');
    // A credit that leaves it below the threshold re-arms only the alert below zero.
    await move(callAccount.id, 'credit', '3');
    await move(callAccount.id, 'debit', '3');
    await move(callAccount.id, 'credit', '10');
    await move(callAccount.id, 'debit', '7');
    expect((await alertsOf(callAccount.id)).map((alert) => [alert.level, alert.balance])).toEqual([
      ['low', '4.90000'],
      ['negative', '-0.50000'],
      ['negative', '-0.50000'],
      ['low', '2.50000'],
    ]);
  });

  it('raises nothing for a postpaid account, whose balance is meant to run below zero', async () => {
    const { callAccount } = await prepaidLine('20', { postpaid: true, credit_limit: '100' });
    await move(callAccount.id, 'debit', '30');
    expect(await alertsOf(callAccount.id)).toEqual([]);
  });

  it('raises nothing when an account is created below the threshold, only when it crosses afterwards', async () => {
    const { callAccount } = await prepaidLine('0');
    await move(callAccount.id, 'credit', '1');
    expect(await alertsOf(callAccount.id)).toEqual([]);
    await move(callAccount.id, 'debit', '1');
    await database.db.update(callAccounts).set({ credit_limit: '5' }).where(eq(callAccounts.id, callAccount.id));
    await move(callAccount.id, 'debit', '1');
    expect((await alertsOf(callAccount.id)).map((alert) => alert.level)).toEqual(['negative']);
  });

  it('uses the threshold configured when the balance moves', async () => {
    const { callAccount } = await prepaidLine('20');
    await database.db.update(configurations).set({ value: '15.50' }).where(eq(configurations.name, 'low_balance_threshold'));
    try {
      await move(callAccount.id, 'debit', '5');
      expect(await alertsOf(callAccount.id)).toEqual([expect.objectContaining({ level: 'low', balance: '15.00000', threshold: '15.50000' })]);
    } finally {
      await database.db.update(configurations).set({ value: '5.00' }).where(eq(configurations.name, 'low_balance_threshold'));
    }
  });

  it('raises one alert for a batch of CDRs that takes a line below the threshold, written in the batch transaction', async () => {
    const world = await createCallWorld(database.db);
    await database.db.update(callAccounts).set({ balance: '5.40' }).where(eq(callAccounts.id, world.customer.callAccount.id));
    // 0.30 a call (see call-world): 5.10, 4.80, 4.50, 4.20.
    const calls = Array.from({ length: 4 }, () => outboundCall(world));
    const answers = await Promise.all(calls.map((call) => postCdr(app, call.a)));
    for (const answer of answers) expect(answer.json()).toMatchObject({ status: 'recorded' });
    // However the posts fell into batches, the crossing is one alert.
    expect(await alertsOf(world.customer.callAccount.id)).toEqual([expect.objectContaining({ level: 'low', threshold: '5.00000' })]);
    const [line] = await database.db.select().from(callAccounts).where(eq(callAccounts.id, world.customer.callAccount.id));
    expect(line.balance).toBe('4.20000');
  });
});

describe('delivering the alerts', () => {
  it('mails the owner and the staff once and posts one signed event per alert, after the change commits', async () => {
    const { owner, callAccount } = await prepaidLine('6');
    await move(callAccount.id, 'debit', '1.5');
    await move(callAccount.id, 'debit', '1');
    await app.balanceAlerts?.deliverDue();
    await app.balanceAlerts?.deliverDue();

    const [ownerMail, ...moreOwnerMail] = mailTo(owner.email);
    expect(moreOwnerMail).toEqual([]);
    expect(ownerMail.subject).toBe(`Your balance is low: Main (${callAccount.number})`);
    expect(ownerMail.text).toContain(`The balance of your call account Main (${callAccount.number}) is 4.50 NGN, below the low balance mark of 5.00 NGN.`);
    expect(ownerMail.text).toContain('Recharge it at https://billing.example.test');
    const staff = smtp.received.filter((mail) => mail.text.includes(`call account Main (${callAccount.number})`) && mail.to.includes('ops@example.test'));
    expect(staff).toHaveLength(1);
    expect(staff[0].to.sort()).toEqual(['finance@example.test', 'ops@example.test']);
    expect(staff[0].subject).toBe(`Low balance: Test user Main (${callAccount.number})`);
    expect(staff[0].text).toContain(`Test user's call account Main (${callAccount.number}) is 4.50 NGN`);

    const [event, ...moreEvents] = eventsOf(callAccount.id);
    expect(moreEvents).toEqual([]);
    const request = hook.requests.find((item) => JSON.parse(item.body).call_account.id === callAccount.id) as FakeRequest;
    expect(request.path).toBe('/events');
    expect(request.headers[SIGNATURE_HEADER]).toBe(signatureOf(request.body, SECRET));
    expect(request.headers['x-ringledger-event']).toBe('call_account.balance_low');
    const [alert] = await alertsOf(callAccount.id);
    expect(event).toEqual({
      id: `balance-alert-${alert.id}`,
      type: 'call_account.balance_low',
      occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      call_account: { id: callAccount.id, number: callAccount.number, name: 'Main' },
      owner: { id: owner.id, name: 'Test user', email: owner.email },
      balance: '4.50000',
      threshold: '5.00000',
      currency: 'NGN',
    });
    expect(alert).toMatchObject({ attempts: 1, last_error: null, finished_at: expect.any(Date), webhook_sent_at: expect.any(Date) });
  });

  it('retries only the step that failed: a webhook answering 500 is posted again later, the letters are not sent again', async () => {
    const { owner, callAccount } = await prepaidLine('5');
    hookStatus = 500;
    try {
      await move(callAccount.id, 'debit', '1');
      await app.balanceAlerts?.deliverDue();
    } finally {
      hookStatus = 200;
    }
    const [failed] = await alertsOf(callAccount.id);
    expect(failed).toMatchObject({ attempts: 1, finished_at: null, webhook_sent_at: null, last_error: 'webhook_sent: the webhook answered 500' });
    expect(failed.owner_mailed_at).not.toBeNull();
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await app.balanceAlerts?.deliverDue();
    expect((await alertsOf(callAccount.id))[0].attempts).toBe(1);

    await database.db
      .update(balanceAlerts)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(balanceAlerts.id, failed.id));
    await app.balanceAlerts?.deliverDue();
    expect(await alertsOf(callAccount.id)).toEqual([expect.objectContaining({ attempts: 2, last_error: null, finished_at: expect.any(Date) })]);
    expect(mailTo(owner.email)).toHaveLength(1);
    expect(eventsOf(callAccount.id).map((event) => event.type)).toEqual(['call_account.balance_low', 'call_account.balance_low']);
  });

  it('delivers each alert once when two server instances on one database deliver at the same time', async () => {
    const other = await startApp();
    const lines = await Promise.all(Array.from({ length: 12 }, () => prepaidLine('5.5')));
    await Promise.all(lines.map(({ callAccount }) => move(callAccount.id, 'debit', '1')));
    // Both heard the announcements; both also look for due alerts at once.
    await Promise.all([app.balanceAlerts?.deliverDue(), other.balanceAlerts?.deliverDue(), app.balanceAlerts?.deliverDue()]);
    await expect
      .poll(async () => (await Promise.all(lines.map(({ callAccount }) => alertsOf(callAccount.id)))).flat().every((alert) => alert.finished_at))
      .toBe(true);
    for (const { owner, callAccount } of lines) {
      expect(mailTo(owner.email)).toHaveLength(1);
      expect(eventsOf(callAccount.id)).toHaveLength(1);
    }
  });

  it('is sent on its own once the change commits, without being asked', async () => {
    const { owner, callAccount } = await prepaidLine('5.01');
    expect((await move(callAccount.id, 'debit', '0.02')).statusCode).toBe(201);
    await expect.poll(() => mailTo(owner.email).length, { timeout: 5000 }).toBe(1);
  });
});
