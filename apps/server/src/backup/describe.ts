import type { Env } from '../config.js';
import type { Manifest } from './backup-file.js';

/** The tables an operator checks first, as a restore's summary names them. */
const KEY_TABLES = {
  users: 'users',
  call_accounts: 'call accounts',
  call_account_transactions: 'ledger lines',
  call_records: 'call records',
  payments: 'payments',
  gateways: 'gateways',
  extension_devices: 'devices',
  audio_files: 'audio files',
} as const;

/** Where the database is, without its password. */
export function describeDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>) {
  if (!env.DATABASE_URL) return `the embedded PostgreSQL in ${env.DATA_DIR}`;
  const url = new URL(env.DATABASE_URL);
  url.password = '';
  return url.toString();
}

/** `57 tables, 1,234 rows (users 3, call accounts 4, …)`: what a backup's database part holds. */
export function describeTables(manifest: Manifest) {
  const { tables } = manifest.database;
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const key = Object.entries(KEY_TABLES).flatMap(([name, label]) => {
    const table = tables.find((item) => item.name === name);
    return table ? [`${label} ${table.rows.toLocaleString('en')}`] : [];
  });
  return `${tables.length} tables, ${rows.toLocaleString('en')} rows (${key.join(', ')})`;
}
