import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { generatePassword } from '../modules/session/passwords.js';
import { ensureSeededRoles } from './roles.js';
import { createPersonWithLogin } from './people.js';
import { loadDemoData, type DemoLogins } from './demo-data.js';
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
}

export interface BootstrapResult {
  admin?: { email: string; password: string | null };
  demo?: DemoLogins;
}

/**
 * Runs at every start: seeded roles always; on an empty database also the first admin and,
 * unless disabled, the demo data. An advisory lock keeps two starting servers from racing.
 */
export async function bootstrap(db: Database, options: BootstrapOptions): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72615)`);
    await ensureSeededRoles(tx);
    if ((await tx.$count(users)) > 0) return {};
    const password = options.adminPassword ?? generatePassword();
    const adminId = await createPersonWithLogin(
      tx,
      { firstname: 'System', lastname: 'Administrator', email: options.adminEmail, phone: '', type: 'admin' },
      password,
    );
    const demo = options.seedDemo ? await loadDemoData(tx, adminId, { secrets: options.secrets, audio: options.audio }) : undefined;
    return { admin: { email: options.adminEmail, password: options.adminPassword ? null : password }, demo };
  });
}
