import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on the loopback right now, for a server process a test or a bench starts. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Resolves once the server process at `url` answers its health check; fails if `name` exits first or is not up within `withinMs` (a minute). */
export async function waitForHealth(url: string, child: ChildProcess, name: string, withinMs = 60_000) {
  for (let attempt = 0; attempt < withinMs / 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const isUp = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not start`);
}

/** The server as `npm start` runs it (without building the console), with `env` added; resolves once it listens. */
export async function startServerProcess(env: Record<string, string>) {
  const serverFolder = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverFolder, env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('FreeSWITCH:') && resolve());
    child.on('close', (status) => reject(new Error(`The server exited (${status}) before it listened: ${output}`)));
  });
  return child;
}

/** Ends a server process and waits until it has. */
export async function stopServerProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const closed = new Promise((resolve) => child.on('close', resolve));
  child.kill('SIGTERM');
  await closed;
}
