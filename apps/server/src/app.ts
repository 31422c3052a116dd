import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { DEFAULT_TIME_ZONE, isWholeUnitCurrency } from '@ringledger/contract';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './plugins/answer-serializer.js';
import { RequestLogging } from './plugins/request-logging.js';
import { controlCharacterPlugin } from './plugins/control-characters.js';
import type { Database } from './db/client.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { securityPlugin } from './plugins/security.js';
import { answerClientError, answerFrameworkError, MAX_PATH_PART_LENGTH } from './plugins/framework-errors.js';
import { compressionPlugin } from './plugins/compression.js';
import { docsPlugin } from './plugins/docs.js';
import { API_ROOT, authPlugin } from './plugins/auth.js';
import { webPlugin } from './plugins/web.js';
import { metricsPlugin } from './plugins/metrics.js';
import { SWITCH_ROOT, type SwitchCredentials } from './plugins/switch-auth.js';
import { apiRoutes, switchRoutes } from './modules/index.js';
import type { ThrottleLimits } from './modules/session/login-throttle.js';
import { createTemporaryOutboxMailer, DEFAULT_MAIL_FROM, type Mailer } from './mail/mailer.js';
import { createSettingsCache, type SettingsCache } from './settings/settings-cache.js';
import { createSecretBox } from './secret-box.js';
import { createRatingCache, type RatingCache } from './modules/rating/rating-cache.js';
import { createCdrIngester, type CdrIngester } from './modules/call-records/cdr-ingester.js';
import { createCdrReaders, type CdrReaders } from './modules/call-records/cdr-readers.js';
import { createSandboxProvider } from './payment-providers/sandbox.js';
import type { PaymentProvider } from './payment-providers/payment-provider.js';
import { keepRawCdrsForRetention } from './modules/call-records/raw-retention.js';
import { createSwitchLink, type SwitchLink } from './switch-link/switch-link.js';
import { createLiveCalls, type LiveCalls } from './live-calls/live-calls.js';
import type { LinkTimings } from './switch-link/switch-connection.js';
import { startSwitchPropagation } from './modules/freeswitch/propagation/switch-propagation.js';
import { startBalanceAlerts, type BalanceAlerts } from './modules/balance-alerts/balance-alert-sender.js';
import type { WebhookTarget } from './modules/balance-alerts/alert-webhook.js';
import { registerCdrMetrics, registerPaymentMetrics, registerRatingMetrics } from './modules/monitoring/domain-metrics.js';
import { createSwitchData, type SwitchData } from './modules/freeswitch/switch-data/switch-data.js';
import { createCallAuthorizer, type CallAuthorizer } from './modules/call-authorization/authorize-call.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The configurations the server reads, from memory, kept current by LISTEN/NOTIFY. */
    settings: SettingsCache;
    /** Pricelists and localizations in memory, for rating without a database round trip. */
    rating: RatingCache;
    /** What the switch's directory and dialplan answers read, in memory, kept current by LISTEN/NOTIFY. */
    switchData: SwitchData;
    /** Decides the dialplan's billable calls, many at once when they are asked together. */
    callAuthorizer: CallAuthorizer;
    /** Writes CDRs in batches, answering each once committed. */
    cdr: CdrIngester;
    /** Reads and compresses posted CDRs on other threads. */
    cdrReaders: CdrReaders;
    /** The event-socket connections to the switches. */
    switches: SwitchLink;
    /** The calls in progress on the switches. */
    liveCalls: LiveCalls;
    /** Delivers low-balance alerts once their balance change commits; absent when the app was built without them. */
    balanceAlerts?: BalanceAlerts;
  }
}

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  accessTokenTtlSeconds?: number;
  /** The built console to serve, or null for an API-only app (tests). */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** A logger made beforehand (start logs with it before the app exists); takes the place of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Requests per minute per address on sign-in, refresh and device registration. */
  sessionRateLimit?: number;
  loginThrottle?: ThrottleLimits;
  /** Sends credential e-mails; without one, messages go to an outbox in the temp directory. */
  mailer?: Mailer;
  /** The console's address as people reach it, for links in e-mails. */
  consoleUrl?: string;
  /** The currency configuration's value on a database that has none yet (ISO 4217). */
  currency?: string;
  /** The e-mail sender configuration's value on a database that has none yet. */
  mailFrom?: string;
  /** Which proxies' X-Forwarded-* headers to believe (client address, https), as Fastify's trustProxy. */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  /** What FreeSWITCH signs in with on /api/v1/freeswitch/*; without them, a random pair nobody knows. */
  switchCredentials?: SwitchCredentials;
  /** Seals gateway passwords; without one, a random key (tests: nothing outlives the app). */
  encryptionKey?: Buffer;
  /** Where uploaded audio is kept and where the switch sees that folder; without it, a fresh folder in the temp directory (tests). */
  audio?: { directory: string; mountedDirectory: string };
  /** Who takes card recharges (PAYMENT_PROVIDER); null turns them off. Without it, the sandbox (no card is charged), as on the demo database tests use. */
  payments?: PaymentProvider | null;
  /** How the switch link waits and retries (tests shorten them). */
  switchLinkTimings?: Partial<LinkTimings>;
  /** Delivers low-balance alerts (mail, and the webhook when given); without it none are sent, though the database still records them. */
  balanceAlerts?: { webhook?: WebhookTarget; pollMs?: number };
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without one it answers this machine only. */
  metricsToken?: string;
}

const temporaryFolders = new Set<string>();

function removeTemporaryFolders() {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
}

/**
 * A fresh folder in the temp directory for uploads, where nothing is meant to outlive the process
 * (tests, benchmarks): it is removed when the process exits.
 */
export function temporaryAudioFolder() {
  const directory = path.join(os.tmpdir(), `ringledger-audio-${randomBytes(6).toString('hex')}`);
  if (temporaryFolders.size === 0) process.once('exit', removeTemporaryFolders);
  temporaryFolders.add(directory);
  return { directory, mountedDirectory: directory };
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_CURRENCY = 'NGN';
/** Cents: what most currencies show; none for a currency without a minor unit (XOF, JPY). */
export const defaultCurrencyDecimals = (currency: string) => (isWholeUnitCurrency(currency) ? 0 : 2);
export const DEFAULT_LOW_BALANCE_THRESHOLD = '5.00';
/** Spec 01 §5: a new DID rings for 60 seconds unless told otherwise. */
export const DEFAULT_LEG_TIMEOUT = 60;
/** Two hours: a call that talks longer is rare enough that it may be called again. */
export const DEFAULT_MAX_CALL_DURATION = 7200;
/** Card recharge limits in the currency until an operator sets their own. */
export const DEFAULT_RECHARGE_MIN = '1.00';
export const DEFAULT_RECHARGE_MAX = '1000000.00';
/** Two years: long enough for any billing dispute a carrier or customer may raise. */
export const DEFAULT_RAW_RETENTION_MONTHS = 24;

export async function buildApp(options: AppOptions) {
  if (Buffer.byteLength(options.jwtSecret) < 32) throw new Error('The JWT secret must be at least 32 bytes long');
  const logging = options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false };
  const app = Fastify({
    ...logging,
    logController: new RequestLogging(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: MAX_PATH_PART_LENGTH },
    // What Fastify answers itself, before any route, speaks the API's one error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const settings = createSettingsCache(options.db, {
    defaults: {
      currency,
      currency_decimals: defaultCurrencyDecimals(currency),
      low_balance_threshold: DEFAULT_LOW_BALANCE_THRESHOLD,
      cdr_raw_retention_months: DEFAULT_RAW_RETENTION_MONTHS,
      did_leg_timeout: DEFAULT_LEG_TIMEOUT,
      max_call_duration: DEFAULT_MAX_CALL_DURATION,
      recharge_min: DEFAULT_RECHARGE_MIN,
      recharge_max: DEFAULT_RECHARGE_MAX,
      mail_from: options.mailFrom ?? DEFAULT_MAIL_FROM,
      low_balance_alert_recipients: '',
      time_zone: DEFAULT_TIME_ZONE,
    },
    log: (message) => app.log.warn(message),
  });
  app.decorate('settings', settings);
  app.addHook('onReady', () => settings.start());
  app.addHook('onClose', () => settings.close());
  // The API speaks JSON only; a text body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandlerPlugin);
  await app.register(controlCharacterPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  // Before the routes, so its hook times every one of them.
  await app.register(metricsPlugin, { token: options.metricsToken, pool: options.db.$client });
  const cdrMetrics = registerCdrMetrics(app.metrics);
  app.addHook('onResponse', cdrMetrics.answered);
  await app.register(authPlugin, { secret: options.jwtSecret, accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900 });
  const rating = createRatingCache(options.db, (message) => app.log.warn(message));
  const cdr = createCdrIngester({
    db: options.db,
    rating,
    log: (message, error) => app.log.error({ err: error }, message),
    onWritten: cdrMetrics.written,
  });
  registerRatingMetrics(app.metrics, rating);
  registerPaymentMetrics(app.metrics, options.db);
  app.decorate('rating', rating);
  app.decorate('cdr', cdr);
  const cdrReaders = createCdrReaders();
  app.decorate('cdrReaders', cdrReaders);
  // What the instance loads and listens to before it is ready, once the settings are read: each independent of the
  // others, so they run together (one after another they were most of a warm start).
  const startingTogether: Array<() => Promise<void>> = [];
  startingTogether.push(() => rating.listen());
  const switchData = createSwitchData(options.db, (message) => app.log.warn(message));
  app.decorate('switchData', switchData);
  app.decorate('callAuthorizer', createCallAuthorizer(options.db, settings));
  startingTogether.push(() => switchData.listen());
  let retention: ReturnType<typeof keepRawCdrsForRetention> | undefined;
  // The retention is one of the settings. Ready once the first pass is done.
  startingTogether.push(async () => {
    retention = keepRawCdrsForRetention({ db: options.db, settings, log: (message, error) => app.log.warn({ err: error }, message) });
    await retention.first;
  });
  // CDRs already received are written before the database goes away.
  app.addHook('onClose', async () => {
    retention?.stop();
    await retention?.first;
    await cdr.flush();
    await cdrReaders.close();
    await rating.close();
    await switchData.close();
  });
  const secrets = createSecretBox(options.encryptionKey ?? randomBytes(32));
  const switches = createSwitchLink({ db: options.db, secrets, log: (message) => app.log.warn(message), timings: options.switchLinkTimings });
  app.decorate('switches', switches);
  const propagation = startSwitchPropagation({ db: options.db, link: switches, log: (message) => app.log.warn(message) });
  // Listening for changes first, so a change committed while the switches connect is sent to them.
  startingTogether.push(async () => {
    await propagation.listen();
    await switches.start();
  });
  const liveCalls = createLiveCalls({ db: options.db, switches, log: (message) => app.log.warn(message) });
  app.decorate('liveCalls', liveCalls);
  app.addHook('onClose', async () => {
    liveCalls.close();
    await propagation.close();
    await switches.close();
  });
  const services = {
    mail: { mailer: options.mailer ?? createTemporaryOutboxMailer(), consoleUrl: options.consoleUrl ?? 'http://localhost:8080' },
    log: app.log,
    secrets,
    audio: options.audio ?? temporaryAudioFolder(),
    settleAccess: () => app.access.settle(),
    settings,
    payments: options.payments === undefined ? createSandboxProvider() : options.payments,
    switches,
    liveCalls,
  };
  if (options.balanceAlerts) {
    const alerts = startBalanceAlerts({
      db: options.db,
      mailer: services.mail.mailer,
      settings,
      consoleUrl: services.mail.consoleUrl,
      ...options.balanceAlerts,
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    app.decorate('balanceAlerts', alerts);
    // The letters use the currency and the sender, from the settings.
    startingTogether.push(() => alerts.listen());
    app.addHook('onClose', () => alerts.close());
  }
  app.addHook('onReady', async () => {
    await Promise.all(startingTogether.map((start) => start()));
  });
  // Two sibling scopes, each with its own door: neither's hooks run on the other's routes.
  await app.register(apiRoutes, {
    prefix: API_ROOT,
    session: {
      rateLimit: { max: options.sessionRateLimit ?? 30, timeWindow: 60_000 },
      throttle: options.loginThrottle,
      settings: () => ({
        currency: settings.get('currency'),
        payment_provider: services.payments?.name ?? 'none',
        currency_decimals: settings.get('currency_decimals'),
        low_balance_threshold: settings.get('low_balance_threshold'),
        did_leg_timeout: settings.get('did_leg_timeout'),
        time_zone: settings.get('time_zone'),
      }),
    },
    services,
  });
  await app.register(switchRoutes, {
    prefix: SWITCH_ROOT,
    credentials: options.switchCredentials ?? { user: 'freeswitch', password: randomBytes(24).toString('hex') },
    services,
  });
  await app.register(webPlugin, { root: options.webRoot ?? null });
  return app;
}
