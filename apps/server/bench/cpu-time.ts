/**
 * CPU time spent by the processes a benchmark loads, from Linux's /proc: unlike answers per second,
 * what one answer costs hardly moves when other work shares the machine.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

/** The CPU time (user and system, ms) process `pid` has used; NaN where there is no /proc to tell. */
export function cpuMsOf(pid: number | undefined) {
  try {
    // "pid (name) state …": the name may hold spaces, so the fields are read after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU time (ms) of every process of the PostgreSQL cluster `db` is on that is running now: its
 * connections and its background workers (the WAL writer, the checkpointer, autovacuum). Only
 * meaningful on a cluster of the benchmark's own on this machine (the embedded one), where no one
 * else's work is counted; a process that ended since an earlier reading drops out of the sum.
 */
export async function clusterCpuMs(db: Database) {
  const { rows } = await db.execute<{ pid: number }>(sql`select pid from pg_stat_activity`);
  return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]));
}

/** The CPU time (ms) the cluster's processes used between two readings of clusterCpuMs. */
export function cpuMsBetween(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
