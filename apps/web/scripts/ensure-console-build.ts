import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { buildName, isPublished, partialFolder, publishBuild, pruneBuilds, type ConsoleLayout } from './console-builds';

/** How long a start waits for another's build before giving up: far longer than a build takes. */
const LOCK_WAIT_MS = 10 * 60_000;
const LOCK_POLL_MS = 250;

/**
 * The builds' lock. Its holder refreshes it while it lives (the build itself runs in a child
 * process, so nothing blocks that); one not refreshed for 30 s was left by a killed build and is
 * taken over.
 */
async function lockBuilds(layout: ConsoleLayout, onWait: () => void) {
  // Loaded only when a build may be needed: a start with nothing to build does not pay for it.
  const { lock } = await import('proper-lockfile');
  await mkdir(layout.builds, { recursive: true });
  const options = { lockfilePath: path.join(layout.builds, '.lock'), realpath: false, stale: 30_000 };
  try {
    return await lock(layout.builds, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
  }
  onWait();
  return lock(layout.builds, { ...options, retries: { retries: LOCK_WAIT_MS / LOCK_POLL_MS, factor: 1, minTimeout: LOCK_POLL_MS, maxTimeout: LOCK_POLL_MS } });
}

export interface EnsureOptions {
  layout: ConsoleLayout;
  fingerprint: string;
  /** Build even when the published build has this fingerprint. */
  isForced: boolean;
  /** Builds the console into `outDir`, a folder nothing serves. */
  build: (outDir: string) => Promise<void>;
  say: (message: string) => void;
}

/**
 * Builds the console when the published build was made from other inputs (or when forced), into a
 * folder of its own, then publishes it and prunes the builds nothing serves. Runs that overlap
 * take turns on the lock; one that waited finds the build made and does not make it again.
 */
export async function ensureConsoleBuild({ layout, fingerprint, isForced, build, say }: EnsureOptions) {
  if (!isForced && (await isPublished(layout, fingerprint))) return say('The console is built: its sources have not changed.');
  const release = await lockBuilds(layout, () => say('Another start is building the console; waiting for it…'));
  try {
    if (!isForced && (await isPublished(layout, fingerprint))) return say('The console was built by another start meanwhile.');
    const name = buildName(fingerprint);
    say(isForced ? 'Building the console (REBUILD_CONSOLE=1)…' : 'Building the console: no build of its current sources is published…');
    await build(partialFolder(layout, name));
    await rename(partialFolder(layout, name), path.join(layout.builds, name));
    await publishBuild(layout, name);
    const pruned = await pruneBuilds(layout);
    say(`The console build ${name} is published${pruned.length > 0 ? `; ${pruned.length} older build(s) no server holds removed` : ''}.`);
  } finally {
    await release();
  }
}
