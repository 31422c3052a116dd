import { randomBytes } from 'node:crypto';
import { chown, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ClusterOwner } from './cluster-owner.js';

export const SUPERUSER = 'postgres';
/** What every data folder's cluster was made with before each got its own password. */
export const LEGACY_SUPERUSER_PASSWORD = 'ringledger';
export const SUPERUSER_PASSWORD_FILE = 'pg-superuser-password';

/**
 * The embedded cluster's superuser password: generated once per data folder and kept beside
 * the cluster, readable by the server's user only, since anyone on the machine can reach the
 * cluster's loopback port.
 */
export async function resolveSuperuserPassword(dataDir: string) {
  const file = path.join(dataDir, SUPERUSER_PASSWORD_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(32).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * initdb reads the first password from a file. It is written beside the cluster, where the
 * user initdb runs as can read it and nobody else can, and removed once initdb is done.
 */
export async function withInitdbPasswordFile<T>(
  clusterDirectory: string,
  password: string,
  owner: ClusterOwner | undefined,
  run: (file: string) => Promise<T>,
) {
  const file = path.join(path.dirname(clusterDirectory), `.initdb-password-${randomBytes(6).toString('hex')}`);
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (owner) await chown(file, owner.uid, owner.gid);
    return await run(file);
  } finally {
    await rm(file, { force: true });
  }
}

const isWrongPassword = (error: unknown) => (error as { code?: string }).code === '28P01';

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * A data folder made before each got its own password still has the constant one: its cluster
 * is given the folder's new password at this start, so the constant stops opening it. Answers
 * whether it had to be.
 */
export async function adoptSuperuserPassword(urlWith: (password: string) => string, password: string, dataDir: string) {
  try {
    await (await connect(urlWith(password))).end();
    return false;
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
  }
  const legacy = await connect(urlWith(LEGACY_SUPERUSER_PASSWORD)).catch((error: unknown) => {
    if (!isWrongPassword(error)) throw error;
    const file = path.join(dataDir, SUPERUSER_PASSWORD_FILE);
    throw new Error(`The embedded PostgreSQL of ${dataDir} refuses the password in ${file}: put back the copy of that file that belongs to this data folder.`);
  });
  try {
    await legacy.query(`alter role ${SUPERUSER} password ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
  return true;
}
