import { randomBytes } from 'node:crypto';
import { chmod, chown, lstat, mkdir, readdir, readlink, rmdir, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { canEnter, CLUSTER_USER, type ClusterOwner } from './cluster-owner.js';

/** Where clusters go whose data folder the postgres user cannot enter (a clone under /root). */
export const RELOCATED_CLUSTERS_ROOT = '/var/lib/ringledger';

export interface ClusterLocation {
  /** The folder PostgreSQL is given: DATA_DIR/pg, or where that link points. */
  directory: string;
  /** Set when this start created the folder outside DATA_DIR, to be announced. */
  relocatedFrom?: string;
}

const unreachable = (directory: string) =>
  `PostgreSQL runs as the "${CLUSTER_USER}" user, who cannot enter ${directory}: move the data folder where it can (for example to /var/lib/ringledger/data) and set DATA_DIR to it, or start Ringledger as a user other than root.`;

/** A readable, unique name for a data folder's cluster, so an operator can tell whose it is. */
function relocatedName(dataDir: string) {
  const readable = dataDir
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(-60);
  return `${readable || 'data'}-${randomBytes(4).toString('hex')}`;
}

async function ownedFolder(directory: string, owner: ClusterOwner) {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chown(directory, owner.uid, owner.gid);
}

/**
 * The cluster lives in DATA_DIR/pg. Started as root, PostgreSQL runs as the postgres user, who
 * must be able to walk down to it. When a folder above DATA_DIR keeps other users out, no
 * permission is widened: the cluster is made under /var/lib/ringledger instead and DATA_DIR/pg
 * becomes a link to it, so DATA_DIR still shows where the database is.
 */
export async function locateCluster(dataDir: string, owner: ClusterOwner | undefined, relocatedRoot = RELOCATED_CLUSTERS_ROOT): Promise<ClusterLocation> {
  const link = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  if (!owner) {
    await mkdir(link, { recursive: true });
    return { directory: link };
  }
  const existing = await lstat(link).catch(() => undefined);
  if (existing?.isSymbolicLink()) {
    const target = path.resolve(dataDir, await readlink(link));
    await ownedFolder(target, owner);
    return { directory: target };
  }
  // A cluster the owner made there (initdb ran as the owner) was reached before: asking again would
  // cost a process at every start. Should a folder above be closed since, PostgreSQL says so itself.
  const isOwnersCluster = existing?.isDirectory() === true && (await stat(path.join(link, 'PG_VERSION')).catch(() => undefined))?.uid === owner.uid;
  if (isOwnersCluster || canEnter(owner, dataDir)) {
    await ownedFolder(link, owner);
    return { directory: link };
  }
  if (existing) {
    // An empty folder is what a start that failed to reach it left behind; anything else is kept.
    if (!existing.isDirectory() || (await readdir(link)).length > 0) throw new Error(unreachable(link));
    await rmdir(link);
  }
  // Made by root, it must let the postgres user through whatever root's umask is.
  if (await mkdir(relocatedRoot, { recursive: true })) await chmod(relocatedRoot, 0o755);
  if (!canEnter(owner, relocatedRoot)) throw new Error(unreachable(dataDir));
  const target = path.join(relocatedRoot, relocatedName(dataDir));
  await ownedFolder(target, owner);
  await symlink(target, link);
  return { directory: target, relocatedFrom: link };
}
