import path from 'node:path';
import type { Logger } from 'pino';
import { fileURLToPath } from 'node:url';
import { alertWebhookOf, paymentSettingsOf, trustProxyOf, type Env } from './config.js';
import { buildApp } from './app.js';
import { runMigrations } from './db/migrate.js';
import type { ConfiguredDatabase } from './db/configured-database.js';
import { resolveEncryptionKey, resolveJwtSecret, resolveSwitchCredentials } from './secrets.js';
import { createSecretBox } from './secret-box.js';
import { parseSwitchCredentials, type SwitchCredentials } from './plugins/switch-auth.js';
import { bootstrap, type BootstrapResult } from './bootstrap/index.js';
import { createMailer } from './mail/mailer.js';
import { ringledgerVarsLines } from './modules/freeswitch/ringledger-vars.js';
import { createPaymentProvider, describePaymentMode } from './payment-providers/index.js';
import { loadDemoCalls } from './bootstrap/demo/calls.js';
import { holdServedConsole } from './served-console.js';

/** The link to the published console build (see served-console.ts). */
const publishedConsole = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function printCredentials(result: BootstrapResult, url: string) {
  if (!result.admin) return;
  const lines = [
    '',
    '  Ringledger is ready for its first sign-in. These passwords are shown only once.',
    `  Console:       ${url}`,
    `  Admin:         ${result.admin.email} / ${result.admin.password ?? '(the ADMIN_PASSWORD you set)'}`,
  ];
  if (result.demo) {
    lines.push(`  Agent (demo):  ${result.demo.agent.email} / ${result.demo.agent.password}`);
    lines.push(`  User (demo):   ${result.demo.user.email} / ${result.demo.user.password}`);
  }
  console.log([...lines, ''].join('\n'));
}

/** The switch's door is announced at every start, so its credentials can be copied into FreeSWITCH's configuration. */
function printSwitchAccess(credentials: SwitchCredentials, url: string) {
  const vars = ringledgerVarsLines(url, credentials).map((line) => `      ${line}`);
  console.log(
    [
      `  FreeSWITCH:    ${url}/api/v1/freeswitch/ with HTTP Basic ${credentials.user}:${credentials.password}`,
      "  Paste into the switch's ringledger.vars.xml (deploy/freeswitch; use an address the switch reaches), then add the switch under Switches:",
      ...vars,
      '',
    ].join('\n'),
  );
}

/** What `serve` shares with the process that opened the database: whether the server is shutting down. */
export interface ServerLifecycle {
  isClosing: boolean;
}

/**
 * Everything `npm start` does once the database is open: migrations, the first start's seed, the
 * app on its port, the banner, and the shutdown on a signal.
 */
export async function serve(env: Env, logger: Logger, database: ConfiguredDatabase, lifecycle: ServerLifecycle) {
  const { db } = database;
  const servedConsole = holdServedConsole(publishedConsole);
  // Held for as long as the process lives, however it ends (a signal hook may exit before the shutdown below has run).
  process.on('exit', () => servedConsole.release());
  try {
    await runMigrations(db);
    const encryptionKey = await resolveEncryptionKey(env.ENCRYPTION_KEY, env.DATA_DIR);
    const audioDirectory = path.join(env.DATA_DIR, 'audio');
    // A switch on another host sees the folder wherever it is mounted or synced there.
    const audio = { directory: audioDirectory, mountedDirectory: env.FREESWITCH_AUDIO_DIR ?? audioDirectory };
    const result = await bootstrap(db, {
      audio,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      seedDemo: env.SEED_DEMO === '1',
      secrets: createSecretBox(encryptionKey),
      domainName: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : undefined,
    });
    // After the demo estate is committed: its calls go through ingestion, which writes in transactions of its own.
    if (result.demo) logger.info(`loaded ${await loadDemoCalls(db)} demo CDRs through ingestion`);
    const switchCredentials = parseSwitchCredentials(await resolveSwitchCredentials(env.FREESWITCH_CREDENTIALS, env.DATA_DIR));
    if (!switchCredentials) throw new Error('FREESWITCH_CREDENTIALS must be user:password');
    const payments = createPaymentProvider(paymentSettingsOf(env, result));
    const app = await buildApp({
      db,
      payments,
      jwtSecret: await resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR),
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      webRoot: servedConsole.root,
      loggerInstance: logger,
      mailer: createMailer({ smtpUrl: env.SMTP_URL, outboxDirectory: path.join(env.DATA_DIR, 'outbox') }),
      consoleUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      switchCredentials,
      encryptionKey,
      audio,
      trustProxy: trustProxyOf(env.TRUST_PROXY),
      currency: env.CURRENCY,
      mailFrom: env.MAIL_FROM,
      balanceAlerts: { webhook: alertWebhookOf(env) },
      metricsToken: env.METRICS_TOKEN,
    });
    await app.listen({ port: env.PORT, host: env.HOST });
    // Last, after every start-up log line, so the first sign-in's passwords stay in view.
    printCredentials(result, `http://localhost:${env.PORT}`);
    printSwitchAccess(switchCredentials, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    console.log(`  ${describePaymentMode(payments, { isProviderSet: env.PAYMENT_PROVIDER !== undefined })}\n`);
    const shutdown = async (signal: string) => {
      if (lifecycle.isClosing) return;
      lifecycle.isClosing = true;
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    await database.close();
    throw error;
  }
}
