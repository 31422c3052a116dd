import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import {
  lastMigrationTime,
  listPartitions,
  listSequences,
  listTables,
  quoted,
  serverVersion,
  type PartitionEntry,
  type SequenceEntry,
  type TableEntry,
} from './catalog.queries.js';

/** What the database part of a backup holds, written into its manifest. */
export interface DatabaseContents {
  server_version: string;
  /** drizzle's time of the last migration run, which names the migration in the journal. */
  migrated_at: number;
  tables: (TableEntry & { file: string; rows: number })[];
  partitions: PartitionEntry[];
  sequences: SequenceEntry[];
}

const columnList = (table: TableEntry) => table.columns.map(quoted).join(', ');

/**
 * Copies every table into `folder`, one file each in PostgreSQL's binary COPY format, all read in
 * one REPEATABLE READ transaction: one snapshot, so the ledger, balances and records agree with
 * each other however busy the server is meanwhile.
 */
export async function copyDatabaseOut(client: pg.ClientBase, folder: string): Promise<DatabaseContents> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const migratedAt = await lastMigrationTime(client);
    if (migratedAt === undefined) throw new Error('This database has never been migrated: there is nothing of Ringledger in it to back up');
    const tables: DatabaseContents['tables'] = [];
    for (const [index, table] of (await listTables(client)).entries()) {
      const file = `${String(index).padStart(3, '0')}-${table.name}.copy`;
      const copy = client.query(copyTo(`copy (select ${columnList(table)} from public.${quoted(table.name)}) to stdout (format binary)`));
      await pipeline(copy, createWriteStream(path.join(folder, file), { mode: 0o600 }));
      tables.push({ ...table, file, rows: copy.rowCount });
    }
    const contents = {
      server_version: await serverVersion(client),
      migrated_at: migratedAt,
      tables,
      partitions: await listPartitions(client),
      sequences: await listSequences(client),
    };
    await client.query('commit');
    return contents;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** `call_records_y2026m11` → 2026-11: a monthly partition, which the migrations' own function makes (with its storage settings). */
const monthOf = (name: string) => /_y(\d{4})m(\d{2})$/.exec(name)?.slice(1).join('-');

/** The backup's partitions that the migrated database lacks: monthly ones as the server makes them, any other as it was. */
async function makePartitions(client: pg.ClientBase, partitions: readonly PartitionEntry[]) {
  const existing = async () => new Set((await listPartitions(client)).map((entry) => entry.name));
  const before = await existing();
  const months = new Set(partitions.filter((entry) => !before.has(entry.name)).flatMap((entry) => monthOf(entry.name) ?? []));
  for (const month of months) await client.query('select rl_call_records_partition($1::date)', [`${month}-01`]);
  const after = await existing();
  for (const partition of partitions.filter((entry) => !after.has(entry.name)))
    await client.query(`create table public.${quoted(partition.name)} partition of public.${quoted(partition.parent)} ${partition.bound}`);
}

/**
 * Loads a backup's tables into a database migrated to the same migration, in one transaction:
 * all or nothing. Triggers and foreign-key checks are off while loading (session_replication_role
 * replica): the rows come from one consistent snapshot, and derived rows (summaries, balance
 * levels) are in it already, so no trigger may add them twice.
 */
export async function copyDatabaseIn(client: pg.ClientBase, folder: string, contents: DatabaseContents) {
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica').catch((error: Error) => {
      throw new Error(`restore needs a role that may set session_replication_role (a superuser, or on PostgreSQL 15+ one granted SET on it): ${error.message}`);
    });
    // Rows a migration wrote itself are replaced by the backup's.
    await client.query(`truncate ${contents.tables.map((table) => `public.${quoted(table.name)}`).join(', ')}`);
    await makePartitions(client, contents.partitions);
    for (const table of contents.tables) {
      const copy = client.query(copyFrom(`copy public.${quoted(table.name)} (${columnList(table)}) from stdin (format binary)`));
      await pipeline(createReadStream(path.join(folder, table.file)), copy);
    }
    for (const sequence of contents.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [`public.${quoted(sequence.name)}`, sequence.last_value, sequence.is_called]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
