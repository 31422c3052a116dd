/**
 * The server compiled ahead of time, so `npm start` runs JavaScript rather than its TypeScript
 * through tsx's loader. A build is a folder apps/server/builds/<fingerprint> (the first 16 hex
 * digits of its inputs' fingerprint), written under another name and renamed into place, one atomic
 * step, and never written again: a start finds a whole build of its sources or none. apps/server/dist
 * is a link to the newest, for the launcher a start runs first (start.js). A running server holds
 * its build with a lease (builds/.servers/<pid>), since it starts its CDR readers from it later.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a server build is made from, relative to the repository's root: the server's and the
 * contract's sources, the console's build check the launcher runs, their configuration, and the
 * lockfile, which fixes esbuild. A folder counts with every file under it but its tests.
 */
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'apps/web/scripts',
  'packages/contract/src',
  'packages/contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

const isTest = (file: string) => file.endsWith('.test.ts');

function filesOf(repoRoot: string, input: string) {
  try {
    return readdirSync(path.join(repoRoot, input), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !isTest(entry.name))
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [input];
    throw error;
  }
}

/**
 * A SHA-256 of every input's path and content: any edit, added or removed file changes it. Read
 * one file after another: a few hundred small files are read faster so than through the thread pool.
 */
export function fingerprintServerInputs(repoRoot: string) {
  const hash = createHash('sha256');
  for (const file of SERVER_INPUTS.flatMap((input) => filesOf(repoRoot, input)).sort()) {
    const content = readFileSync(path.join(repoRoot, file));
    // Each file's path and length come before its bytes, so no two different trees hash alike.
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

export interface ServerLayout {
  /** The link to the newest build: apps/server/dist. */
  link: string;
  builds: string;
  leases: string;
}

export function serverLayout(serverDir: string): ServerLayout {
  const builds = path.join(serverDir, 'builds');
  return { link: path.join(serverDir, 'dist'), builds, leases: path.join(builds, '.servers') };
}

const BUILD_NAME = /^[0-9a-f]{16}$/;
const buildNameOf = (fingerprint: string) => fingerprint.slice(0, 16);
/** What a build or a link cut short leaves beside the builds, named after the process that wrote it. */
const LEFTOVER = /^\.(partial|link)-(\d+)-/;
const writerTag = () => `${process.pid}-${randomBytes(4).toString('hex')}`;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Points the link at build `name`: a new link made beside the builds and renamed over the old one. */
async function publish(layout: ServerLayout, name: string) {
  const next = path.join(layout.builds, `.link-${writerTag()}`);
  // Relative (to apps/server, where the link ends up), so the clone can move.
  await symlink(path.join(path.basename(layout.builds), name), next, 'junction');
  await rename(next, layout.link);
}

/** The builds live servers hold; the leases of processes that ended without giving theirs up are removed. */
async function heldBuilds(layout: ServerLayout) {
  const held = new Set<string>();
  for (const lease of await readdir(layout.leases).catch(() => [])) {
    const file = path.join(layout.leases, lease);
    if (isRunning(Number(lease))) held.add((await readFile(file, 'utf8')).trim());
    else await rm(file, { force: true });
  }
  return held;
}

/**
 * Removes the builds no server can be running, and what builds and links cut short by an ended
 * process left. Kept: the published build, every build a live server holds, and the `keepPrevious`
 * newest others (a server that has chosen its build but not yet written its lease).
 */
export async function pruneServerBuilds(layout: ServerLayout, { keepPrevious = 2 } = {}) {
  const published = path.basename(await readlink(layout.link).catch(() => ''));
  const held = await heldBuilds(layout);
  const entries = await readdir(layout.builds);
  const made = await Promise.all(
    entries
      .filter((entry) => BUILD_NAME.test(entry) && entry !== published)
      .map(async (name) => ({ name, at: (await stat(path.join(layout.builds, name))).mtimeMs })),
  );
  const pruned = made
    .sort((one, other) => other.at - one.at)
    .slice(keepPrevious)
    .map(({ name }) => name)
    .filter((name) => !held.has(name));
  const leftovers = entries.filter((entry) => {
    const writer = LEFTOVER.exec(entry)?.[2];
    return writer !== undefined && !isRunning(Number(writer));
  });
  await Promise.all([...pruned, ...leftovers].map((entry) => rm(path.join(layout.builds, entry), { recursive: true, force: true })));
  return pruned;
}

export interface EnsureServerOptions {
  layout: ServerLayout;
  fingerprint: string;
  /** Compiles the server into `outDir`, a folder beside the builds that no start takes for one; none: find a build, make none. */
  build?: (outDir: string) => Promise<void>;
  say: (message: string) => void;
}

/**
 * The build of the server's current sources, published as the newest; compiled now if there is
 * none (null if it may not be). Starts that overlap may each compile it (a second or so); the first
 * to rename its folder into place wins and the others drop theirs, so none waits for a lock.
 */
export async function ensureServerBuild({ layout, fingerprint, build, say }: EnsureServerOptions) {
  const name = buildNameOf(fingerprint);
  const folder = path.join(layout.builds, name);
  if (!existsSync(path.join(folder, 'server.js'))) {
    if (!build) return null;
    say('Compiling the server: no build of its current sources is there…');
    await mkdir(layout.builds, { recursive: true });
    const partial = path.join(layout.builds, `.partial-${writerTag()}`);
    await build(partial);
    await rename(partial, folder).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(partial, { recursive: true, force: true });
    });
    await publish(layout, name);
    await pruneServerBuilds(layout);
    say(`The server build ${name} is in place.`);
  } else if (path.basename(await readlink(layout.link).catch(() => '')) !== name) {
    await publish(layout, name);
  }
  return folder;
}

/** Holds build `folder` for as long as this process lives, so no later start prunes it. */
export async function holdServerBuild(layout: ServerLayout, folder: string) {
  const lease = path.join(layout.leases, String(process.pid));
  try {
    await mkdir(layout.leases, { recursive: true });
    await writeFile(lease, path.basename(folder));
  } catch {
    // A tree this server cannot write (an image with the server compiled in) is one nobody compiles in while it runs.
    return;
  }
  process.on('exit', () => rmSync(lease, { force: true }));
}
