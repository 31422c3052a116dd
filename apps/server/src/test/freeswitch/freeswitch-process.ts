import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { SwitchTools } from './switch-availability.js';
import { freeRtpRange, freeSipPort } from './free-ports.js';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../../../..');
/** What an operator adds to a stock FreeSWITCH (see Connecting FreeSWITCH in docs/freeswitch.md): the tests use exactly these files. */
const deployFolder = path.join(repositoryRoot, 'deploy/freeswitch');

export interface SwitchOptions {
  /** Ringledger's base address as the switch reaches it (`http://127.0.0.1:PORT`). */
  ringledgerUrl: string;
  credentials: { user: string; password: string };
  /** The switch's name (switchname, the `hostname` of its lookups and CDRs). */
  name?: string;
}

export interface RunningSwitch {
  name: string;
  eslPort: number;
  eslPassword: string;
  /** The switch's folder: conf/, log/freeswitch.log, … */
  folder: string;
  /** An API command over the event socket (`sofia status`), answered as text. */
  api(command: string): Promise<string>;
  /** Polls `command` until its answer matches, or fails after `timeoutMs` with the last answer. */
  waitFor(command: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  log(): Promise<string>;
  /** Stops the switch and starts it again on the same folder and ports, resolving once it is ready. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const FOLDERS = ['log', 'db', 'run', 'temp', 'storage', 'recordings', 'cache', 'certs', 'sounds', 'scripts'] as const;

async function writeConfiguration(folder: string) {
  const conf = path.join(folder, 'conf');
  await cp(path.join(here, 'conf'), conf, { recursive: true });
  await cp(path.join(deployFolder, 'ringledger.vars.xml'), path.join(conf, 'ringledger.vars.xml'));
  await cp(path.join(deployFolder, 'autoload_configs'), path.join(conf, 'autoload_configs'), { recursive: true });
  await Promise.all(FOLDERS.map((name) => mkdir(path.join(folder, name))));
  return conf;
}

function stopped(child: ChildProcess, graceMs: number) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A real FreeSWITCH in the foreground, on a folder of its own with a free event-socket port and
 * RTP range, pointed at Ringledger through deploy/freeswitch's files. Resolves once its event
 * socket answers; the SIP profiles it runs are the ones Ringledger serves it.
 */
export async function startFreeswitch(tools: SwitchTools, options: SwitchOptions): Promise<RunningSwitch> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ringledger-fs-'));
  const conf = await writeConfiguration(folder);
  const name = options.name ?? `rl-test-${randomBytes(3).toString('hex')}`;
  const eslPort = await freeSipPort();
  const eslPassword = randomBytes(8).toString('hex');
  const rtp = await freeRtpRange();
  const directories = FOLDERS.flatMap((each) => [`-${each}`, path.join(folder, each)]);
  const spawnSwitch = () =>
    spawn(tools.freeswitch, ['-nonat', '-nc', '-nf', '-mod', tools.modules, '-conf', conf, ...directories], {
      env: {
        ...process.env,
        RINGLEDGER_URL: options.ringledgerUrl,
        RINGLEDGER_CREDENTIALS: `${options.credentials.user}:${options.credentials.password}`,
        RINGLEDGER_ESL_IP: '127.0.0.1',
        RINGLEDGER_ESL_PORT: String(eslPort),
        RINGLEDGER_ESL_PASSWORD: eslPassword,
        RL_SWITCHNAME: name,
        RL_RTP_START: String(rtp.start),
        RL_RTP_END: String(rtp.end),
      },
      stdio: 'ignore',
    });
  let child = spawnSwitch();
  const fsCli = path.join(path.dirname(tools.freeswitch), 'fs_cli');
  const api = async (command: string) => {
    const { stdout } = await run(fsCli, ['-H', '127.0.0.1', '-P', String(eslPort), '-p', eslPassword, '-t', '5000', '-x', command], { timeout: 15_000 });
    return stdout;
  };
  const waitFor = async (command: string, pattern: RegExp, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`FreeSWITCH exited with ${child.exitCode}; see ${folder}/log/freeswitch.log`);
      last = await api(command).catch((error: Error) => error.message);
      if (pattern.test(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`"${command}" never matched ${pattern} within ${timeoutMs} ms; last answer:\n${last}`);
  };
  const running: RunningSwitch = {
    name,
    eslPort,
    eslPassword,
    folder,
    api,
    waitFor,
    log: () => readFile(path.join(folder, 'log/freeswitch.log'), 'utf8').catch(() => ''),
    async restart() {
      await stopped(child, 20_000);
      child = spawnSwitch();
      await waitFor('status', /is ready/, 60_000);
    },
    async stop() {
      await stopped(child, 20_000);
      // Kept when a run asks, to read the switch's log after a failure.
      if (process.env.KEEP_FREESWITCH_FOLDERS !== '1') await rm(folder, { recursive: true, force: true });
    },
  };
  try {
    await waitFor('status', /is ready/, 60_000);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}
