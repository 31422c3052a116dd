import { randomUUID } from 'node:crypto';
import { lstatSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ServedConsole {
  /** The build's own folder, or null when there is no console to serve. */
  root: string | null;
  /** Gives the build up, so it may be pruned once it is no longer published. */
  release(): void;
}

const nothingToRelease = () => undefined;

/**
 * The console a server serves: the build `link` (apps/web/dist) names when the server starts,
 * resolved to that build's own folder. A build published while the server runs (another instance
 * starting) changes neither the page nor the scripts it names. A published build is held with a
 * lease, builds/.servers/<pid>-<id> holding the build's folder name, which the console's builder
 * reads before it prunes (apps/web/scripts/console-builds.ts).
 */
export function holdServedConsole(link: string): ServedConsole {
  let root: string;
  try {
    root = realpathSync(link);
  } catch {
    return { root: null, release: nothingToRelease };
  }
  if (!lstatSync(link).isSymbolicLink()) return { root, release: nothingToRelease };
  const lease = path.join(path.dirname(root), '.servers', `${process.pid}-${randomUUID()}`);
  try {
    mkdirSync(path.dirname(lease), { recursive: true });
    writeFileSync(lease, path.basename(root));
  } catch {
    // A tree this server cannot write (an image with the console built in) is one nobody builds in while it runs.
    return { root, release: nothingToRelease };
  }
  return { root, release: () => rmSync(lease, { force: true }) };
}
