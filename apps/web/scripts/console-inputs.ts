import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a build of the console is made from, relative to the repository's root: its sources and
 * configuration, the contract it bundles, and the lockfile, which fixes vite, its plugins and every
 * library bundled. A folder counts with every file under it.
 */
export const CONSOLE_INPUTS = [
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/src',
  'apps/web/public',
  'packages/contract/package.json',
  'packages/contract/src',
  'package-lock.json',
];

function filesOf(repoRoot: string, input: string) {
  try {
    return readdirSync(path.join(repoRoot, input), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [input];
    throw error;
  }
}

/**
 * A SHA-256 of every input's path and content: any edit, added or removed file changes it. Read
 * one file after another: a few hundred small files are read faster so than through the thread
 * pool (at each start, in the server's process).
 */
export function fingerprintConsoleInputs(repoRoot: string) {
  const hash = createHash('sha256');
  for (const file of CONSOLE_INPUTS.flatMap((input) => filesOf(repoRoot, input)).sort()) {
    const content = readFileSync(path.join(repoRoot, file));
    // Each file's path and length come before its bytes, so no two different trees hash alike.
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}
