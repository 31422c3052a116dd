/**
 * Builds the console if its inputs changed since the published build, or when REBUILD_CONSOLE=1
 * asks (ensure-console-build.ts): `npm run build`. `npm start` runs it in the server's process,
 * ahead of the server (`node --import`), where it costs a fingerprint when nothing changed.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleLayout } from './console-builds';
import { fingerprintConsoleInputs } from './console-inputs';
import { ensureConsoleBuild } from './ensure-console-build';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** vite in a process of its own, so the lock's holder stays free to refresh it; it speaks only of problems. */
function viteBuild(outDir: string) {
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  return new Promise<void>((resolve, reject) => {
    // Always a production build, whoever starts it: one started from a test run (NODE_ENV=test) was React's development build, published under the same fingerprint.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`vite build failed (exit status ${status})`))));
  });
}

try {
  await ensureConsoleBuild({
    layout: consoleLayout(webDir),
    fingerprint: fingerprintConsoleInputs(path.resolve(webDir, '../..')),
    isForced: process.env.REBUILD_CONSOLE === '1',
    build: viteBuild,
    say: (message) => console.log(message),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // Also run ahead of the server (`--import`), which must not start without its console.
  process.exit(1);
}
