import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from './config.js';
import { buildApp } from './app.js';
import { connectDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { ensureDatabase } from './db/database-url.js';
import { resolveJwtSecret } from './secrets.js';
import { bootstrap, type BootstrapResult } from './bootstrap/index.js';
import { createMailer } from './mail/mailer.js';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

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

async function main() {
  const env = readEnv();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'pg'), { persistent: true });
    databaseUrl = await ensureDatabase(embedded.serverUrl, 'ringledger');
  }
  const { db, pool } = connectDatabase(databaseUrl);
  const stop = async () => {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
  };
  try {
    await runMigrations(db);
    const result = await bootstrap(db, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD, seedDemo: env.SEED_DEMO === '1' });
    const app = await buildApp({
      db,
      jwtSecret: await resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR),
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      webRoot,
      logger: { level: env.LOG_LEVEL },
      mailer: createMailer({ smtpUrl: env.SMTP_URL, outboxDirectory: path.join(env.DATA_DIR, 'outbox'), from: env.MAIL_FROM }),
      consoleUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    });
    await app.listen({ port: env.PORT, host: env.HOST });
    printCredentials(result, `http://localhost:${env.PORT}`);
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await stop();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    await stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
