/**
 * Where built consoles live and which one is served. Each build has a folder of its own under
 * apps/web/builds, named after when it was made and the fingerprint of its inputs, and is never
 * written again once in place. apps/web/dist is a symbolic link to the build a server starting now
 * serves; publishing renames a new link over it, one atomic step, so a reader finds the old build
 * or the new one, never a mix or nothing. A running server keeps serving the build the link named
 * when it started, and says so with a lease: a file in builds/.servers named after its process id,
 * holding that build's folder name (apps/server/src/served-console.ts writes it). Pruning leaves
 * every build a live server holds.
 */
import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

export interface ConsoleLayout {
  webDir: string;
  /** The link servers read: apps/web/dist. */
  link: string;
  builds: string;
  leases: string;
}

export function consoleLayout(webDir: string): ConsoleLayout {
  const builds = path.join(webDir, 'builds');
  return { webDir, link: path.join(webDir, 'dist'), builds, leases: path.join(builds, '.servers') };
}

/** When it was made (UTC, year to millisecond, 17 digits), then its fingerprint's first 16 hex digits: names sort by age. */
const BUILD_NAME = /^\d{17}-([0-9a-f]{16})$/;
const FINGERPRINT_DIGITS = 16;

export function buildName(fingerprint: string, madeAt = new Date()) {
  return `${madeAt.toISOString().replace(/\D/g, '')}-${fingerprint.slice(0, FINGERPRINT_DIGITS)}`;
}

/** The build folder a finished build is renamed from, so a half-written one never has a build's name. */
export function partialFolder(layout: ConsoleLayout, name: string) {
  return path.join(layout.builds, `.partial-${name}`);
}

/** The name of the build the link names, if it names a build that is still there. */
export async function publishedBuild(layout: ConsoleLayout) {
  const target = await readlink(layout.link).catch(() => null);
  const name = target === null ? null : path.basename(target);
  return name !== null && BUILD_NAME.test(name) && existsSync(path.join(layout.builds, name, 'index.html')) ? name : null;
}

/** Whether the published build was made from inputs with this fingerprint. */
export async function isPublished(layout: ConsoleLayout, fingerprint: string) {
  const name = await publishedBuild(layout);
  return name !== null && BUILD_NAME.exec(name)?.[1] === fingerprint.slice(0, FINGERPRINT_DIGITS);
}

/**
 * Points the link at build `name`: a new link made beside the builds and renamed over the old one.
 * A plain folder left by an older layout is moved aside first (it cannot be renamed over), then removed.
 */
export async function publishBuild(layout: ConsoleLayout, name: string) {
  const next = path.join(layout.builds, `.link-${process.pid}`);
  await rm(next, { force: true });
  // Relative (to apps/web, where the link ends up), so the clone can move. A junction is the kind
  // of folder link Windows lets any user make; elsewhere the type is ignored.
  await symlink(path.join(path.basename(layout.builds), name), next, 'junction');
  const isPlainFolder = (await lstat(layout.link).catch(() => null))?.isDirectory() === true;
  const aside = path.join(layout.builds, `.replaced-${process.pid}`);
  if (isPlainFolder) await rename(layout.link, aside);
  await rename(next, layout.link);
  if (isPlainFolder) await rm(aside, { recursive: true, force: true });
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The builds live servers hold; the leases of processes that ended without giving theirs up are removed. */
export async function heldBuilds(layout: ConsoleLayout) {
  const leases = await readdir(layout.leases).catch(() => []);
  const held = new Set<string>();
  for (const lease of leases) {
    const file = path.join(layout.leases, lease);
    if (isRunning(Number(lease.split('-')[0]))) held.add((await readFile(file, 'utf8')).trim());
    else await rm(file, { force: true });
  }
  return held;
}

/** What a build or a publication cut short leaves beside the builds. */
const LEFTOVER = /^\.(partial|link|replaced)-/;

/**
 * Removes the builds no server can be serving, and what builds and publications cut short left;
 * run while holding the builds' lock, so no build or publication is under way. Kept: the published build, every
 * build a live server holds, and the `keepPrevious` newest others, which covers a server that has
 * resolved the link but not yet written its lease, and one this host cannot see (another container).
 */
export async function pruneBuilds(layout: ConsoleLayout, { keepPrevious = 2 } = {}) {
  const published = await publishedBuild(layout);
  const held = await heldBuilds(layout);
  const entries = await readdir(layout.builds);
  const builds = entries
    .filter((entry) => BUILD_NAME.test(entry) && entry !== published)
    .sort()
    .reverse();
  const pruned = builds.slice(keepPrevious).filter((name) => !held.has(name));
  const leftovers = entries.filter((entry) => LEFTOVER.test(entry));
  await Promise.all([...pruned, ...leftovers].map((entry) => rm(path.join(layout.builds, entry), { recursive: true, force: true })));
  return pruned;
}
