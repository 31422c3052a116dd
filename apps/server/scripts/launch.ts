/**
 * What `npm start` runs (through start.js): makes sure a build of the server's current sources is
 * there, compiling it if not, then runs that build's console check (apps/web/scripts/build-console.ts)
 * and its server. Compiled into every build as launch.js, it is the newest build's launcher that
 * runs; where no build is there yet (a fresh clone), it runs from this file through tsx.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileServer } from './compile-server.js';
import { ensureServerBuild, fingerprintServerInputs, holdServerBuild, serverLayout } from './server-builds.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const layout = serverLayout(serverDir);

let build: string;
try {
  build = await ensureServerBuild({
    layout,
    fingerprint: fingerprintServerInputs(path.resolve(serverDir, '../..')),
    build: (outDir) => compileServer(serverDir, outDir),
    say: (message) => console.log(message),
  });
  await holdServerBuild(layout, build);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(path.join(build, 'build-console.js')).href);
await import(pathToFileURL(path.join(build, 'server.js')).href);
