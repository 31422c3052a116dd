/**
 * What `npm start` runs (through start.js): the build of the server's current sources, its console
 * check (apps/web/scripts/build-console.ts) first, then its server. Compiled into every build as
 * launch.js, it is the newest build's launcher that looks; when no build of the current sources is
 * there (a fresh clone, an edit, a pull), this file runs from its sources through tsx and compiles one.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild, fingerprintServerInputs, holdServerBuild, serverLayout } from './server-builds.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the build of the current sources, compiling it first with `compile` if there is none.
 * Without `compile`, finds none to run and answers false.
 */
export async function launch(compile?: (serverDir: string, outDir: string) => Promise<void>) {
  const layout = serverLayout(serverDir);
  let build: string | null;
  try {
    build = await ensureServerBuild({
      layout,
      fingerprint: fingerprintServerInputs(path.resolve(serverDir, '../..')),
      build: compile && ((outDir) => compile(serverDir, outDir)),
      say: (message) => console.log(message),
    });
    if (build === null) return false;
    await holdServerBuild(layout, build);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  await import(pathToFileURL(path.join(build, 'build-console.js')).href);
  await import(pathToFileURL(path.join(build, 'server.js')).href);
  return true;
}
