import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
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

async function filesOf(repoRoot: string, input: string) {
  const entries = await readdir(path.join(repoRoot, input), { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (!entries) return [input];
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** A SHA-256 of every input's path and content: any edit, added or removed file changes it. */
export async function fingerprintConsoleInputs(repoRoot: string) {
  const files = (await Promise.all(CONSOLE_INPUTS.map((input) => filesOf(repoRoot, input)))).flat().sort();
  const contents = await Promise.all(files.map((file) => readFile(path.join(repoRoot, file))));
  const hash = createHash('sha256');
  // Each file's path and length come before its bytes, so no two different trees hash alike.
  files.forEach((file, index) => hash.update(`${file}\0${contents[index].length}\0`).update(contents[index]));
  return hash.digest('hex');
}
