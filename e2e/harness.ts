import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { createPersonWithLogin } from '../apps/server/src/bootstrap/people.js';
import { createTestDatabase } from '../apps/server/src/test/database.js';
import type { Database } from '../apps/server/src/db/client.js';
import { SWITCH } from '../apps/server/src/test/call-world.js';
import type { PaymentProvider } from '../apps/server/src/payment-providers/index.js';
import { holdServedConsole, type ServedConsole } from '../apps/server/src/served-console.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The link to the published console build, which the server serves as `npm start` does. */
export const PUBLISHED_CONSOLE = path.resolve(here, '../apps/web/dist');
const artifacts = path.join(here, 'artifacts');

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
export const E2E_JWT_SECRET = 'e2e-secret-that-is-at-least-32-bytes-long';
import { ADMIN } from './global-setup.js';

export { ADMIN };

export interface BrowserApp {
  baseUrl: string;
  /** The folder of the console build this server serves. */
  webRoot: string;
  db: Database;
  /** The server's ENCRYPTION_KEY: a secret written straight to the database is sealed with it, and a second instance opens them. */
  encryptionKey: Buffer;
  app: FastifyInstance;
  browser: Browser;
  /** A fresh browser profile (own storage and cookies), as a new visitor; it closes when the test ends. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** A fresh browser profile signed in through the form as `user`. */
  signedInPage(user: { email: string; password: string }, options?: { trust?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  /** A fresh browser profile signed in as the seeded admin, landed on the first list (DIDs) with the grid tip dismissed. */
  adminPage(): Promise<{ context: BrowserContext; page: Page }>;
  createUser(type: 'admin' | 'agent' | 'user'): Promise<{ email: string; password: string }>;
  /** The demo's self-service user, whose lines have calls when `demoCalls` was asked for. */
  demoUser: { email: string; password: string };
}

export interface BrowserAppOptions {
  /** Also the demo month of calls, taken in through ingestion as `npm start` does (once, into a template: see global-setup.ts). */
  demoCalls?: boolean;
  /** Who takes card recharges; without it, the sandbox, as `npm start` gives a demo database without PAYMENT_PROVIDER. */
  payments?: PaymentProvider;
}

/**
 * The real server on a port, on its own database with the demo data, plus Debian's chromium.
 * Both live for one test file. The switch's routes take the tests' credentials (SWITCH), so
 * calls can be posted as FreeSWITCH posts them.
 */
export function useBrowserApp({ demoCalls = false, payments }: BrowserAppOptions = {}): BrowserApp {
  const harness = {} as BrowserApp;
  let drop: (() => Promise<void>) | undefined;
  let servedConsole: ServedConsole | undefined;
  let counter = 0;
  beforeAll(async () => {
    servedConsole = holdServedConsole(PUBLISHED_CONSOLE);
    if (!servedConsole.root) throw new Error('No console is built: run `npm run build` first');
    const templates = inject('demoTemplates');
    const database = await createTestDatabase(inject('testServerUrl'), demoCalls ? templates.withCalls : templates.estate);
    drop = database.drop;
    const encryptionKey = Buffer.from(templates.encryptionKey, 'hex');
    const audio = { directory: templates.audioDirectory, mountedDirectory: templates.audioDirectory };
    const app = await buildApp({
      db: database.db,
      jwtSecret: E2E_JWT_SECRET,
      webRoot: servedConsole.root,
      sessionRateLimit: 10_000,
      encryptionKey,
      audio,
      switchCredentials: SWITCH,
      payments,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    Object.assign(harness, {
      baseUrl: address,
      webRoot: servedConsole.root,
      db: database.db,
      encryptionKey,
      demoUser: templates.demoUser,
      app,
      browser,
      async newPage() {
        const context = await browser.newContext({ baseURL: address, viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        // The profile lives for the test that opened it; a failing test leaves a picture of what the browser showed, in e2e/artifacts/.
        onTestFinished(async ({ task }) => {
          if (task.result?.state === 'fail') {
            await mkdir(artifacts, { recursive: true });
            await page.screenshot({ path: path.join(artifacts, `${task.name.replace(/\W+/g, '-')}.png`), fullPage: true }).catch(() => undefined);
          }
          await context.close();
        });
        return { context, page };
      },
      async signedInPage(user: { email: string; password: string }, options: { trust?: boolean } = {}) {
        const opened = await harness.newPage();
        await signInThroughForm(opened.page, user, options);
        return opened;
      },
      async adminPage() {
        const opened = await harness.signedInPage(ADMIN);
        await opened.page.waitForURL('**/dids?page=1');
        await dismissTip(opened.page);
        return opened;
      },
      async createUser(type: 'admin' | 'agent' | 'user') {
        counter += 1;
        const email = `${type}${counter}@e2e.test`;
        const password = `password-${type}-${counter}`;
        await createPersonWithLogin(database.db, { firstname: 'E2E', lastname: type, email, phone: '', type }, password);
        return { email, password };
      },
    });
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.app?.close();
    await drop?.();
    servedConsole?.release();
  });
  return harness;
}

/** Signs in through the /auth screen like a person would. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }, options: { trust?: boolean } = {}) {
  await page.goto('/auth');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  if (options.trust) await page.getByLabel('Trust this device?').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login successful').waitFor();
}

/**
 * A toast saying `text`. Found by its role attribute rather than its accessible role: while a
 * dialog is open, everything outside it (the toasts too) is hidden from assistive technology.
 */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[role="status"]', { hasText: text });
}

/** Dismisses the one-time grid tip, which covers the toolbar's right end until a person clicks Ok. */
export async function dismissTip(page: Page) {
  await page.getByRole('note', { name: 'Tip' }).getByRole('button', { name: 'Ok' }).click();
}
