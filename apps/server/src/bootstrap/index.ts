import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { domains, users } from '../db/schema/index.js';
import { generatePassword } from '../modules/session/passwords.js';
import { ensureSeededRoles } from './roles.js';
import { createPersonWithLogin } from './people.js';
import { loadDemoData, type DemoLogins } from './demo-data.js';
import { readInstallation, recordInstallation } from './installation.js';
import type { SecretBox } from '../secret-box.js';
import type { AppServices } from '../resources/behaviour.js';

export interface BootstrapOptions {
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Seals the demo gateways' passwords with the key the app opens them with. */
  secrets: SecretBox;
  /** Where the demo's audio prompts are written. */
  audio: AppServices['audio'];
  /** The SIP domain extensions live in on a database without demo data (which brings its own); `localhost` unless given. */
  domainName?: string;
}

export interface BootstrapResult {
  admin?: { email: string; password: string | null };
  demo?: DemoLogins;
  /** The database was filled with the demo data, at this start or at its first: its payments default to the sandbox. */
  hasDemoData: boolean;
}

/**
 * Runs at every start: seeded roles always; on an empty database also the first admin and,
 * unless disabled, the demo data (else a primary domain), and whether it did so, for every later start.
 * An advisory lock keeps two starting servers from racing.
 */
export async function bootstrap(db: Database, options: BootstrapOptions): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72615)`);
    await ensureSeededRoles(tx);
    if ((await tx.$count(users)) > 0) return readInstallation(tx);
    const password = options.adminPassword ?? generatePassword();
    const adminId = await createPersonWithLogin(
      tx,
      { firstname: 'System', lastname: 'Administrator', email: options.adminEmail, phone: '', type: 'admin' },
      password,
    );
    const demo = options.seedDemo ? await loadDemoData(tx, adminId, { secrets: options.secrets, audio: options.audio }) : undefined;
    // Every extension lives in a domain, and the console offers none to create (spec 01 §2.5): start with one, to rename.
    if (!demo) await tx.insert(domains).values({ name: options.domainName ?? 'localhost', is_primary: true, created_by_id: adminId });
    await recordInstallation(tx, { hasDemoData: demo !== undefined });
    return { admin: { email: options.adminEmail, password: options.adminPassword ? null : password }, demo, hasDemoData: demo !== undefined };
  });
}
