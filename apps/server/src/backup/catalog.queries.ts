import type pg from 'pg';

/** A table as the backup copies it: a plain table or the root of a partitioned one, with the columns it stores. */
export interface TableEntry {
  name: string;
  /** Stored columns in order; generated ones are left out (PostgreSQL computes them again). */
  columns: string[];
}

export interface PartitionEntry {
  parent: string;
  name: string;
  /** `FOR VALUES FROM (…) TO (…)` or `DEFAULT`, as pg_get_expr writes it. */
  bound: string;
}

export interface SequenceEntry {
  name: string;
  last_value: string;
  is_called: boolean;
}

/** Every table of the public schema that is not a partition (a partitioned table's rows are copied through its root). */
export async function listTables(client: pg.ClientBase): Promise<TableEntry[]> {
  const { rows } = await client.query<TableEntry>(`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return rows;
}

export async function listPartitions(client: pg.ClientBase): Promise<PartitionEntry[]> {
  const { rows } = await client.query<PartitionEntry>(`
    select parent.relname as parent, child.relname as name, pg_get_expr(child.relpartbound, child.oid) as bound
    from pg_inherits i
    join pg_class child on child.oid = i.inhrelid
    join pg_class parent on parent.oid = i.inhparent
    join pg_namespace n on n.oid = child.relnamespace
    where n.nspname = 'public' and child.relispartition
    order by parent.relname, child.relname`);
  return rows;
}

export async function listSequences(client: pg.ClientBase): Promise<SequenceEntry[]> {
  const names = await client.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`);
  const entries: SequenceEntry[] = [];
  for (const { name } of names.rows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from public.${quoted(name)}`);
    entries.push({ name, ...rows[0] });
  }
  return entries;
}

/** The migration the database was last brought to, by the time drizzle recorded for it. */
export async function lastMigrationTime(client: pg.ClientBase): Promise<number | undefined> {
  const { rows } = await client
    .query<{ created_at: string }>(`select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`)
    .catch(() => ({ rows: [] }));
  return rows[0] ? Number(rows[0].created_at) : undefined;
}

export async function serverVersion(client: pg.ClientBase) {
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  return rows[0].server_version;
}

/** Whether the database holds any table of its own (a Ringledger that has started on it once, or anything else). */
export async function hasTables(client: pg.ClientBase) {
  const { rows } = await client.query<{ count: string }>(`
    select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  return Number(rows[0].count) > 0;
}

/** An identifier as SQL names it, quoted; names come from the catalog or a backup's manifest, never from a person. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
