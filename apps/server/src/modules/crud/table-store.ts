import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDescription } from '@ringledger/contract';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../errors/app-error.js';
import { listOrder, listWhere, type ListParams } from './list-conditions.js';

type Row = Record<string, unknown>;
type WithConfig = Record<string, { columns: Record<string, true> }>;

/** The slice of Drizzle's relational query builder the generic store uses. */
interface RelationalQuery {
  findMany(config: { where?: SQL; orderBy?: SQL[] | unknown[]; limit?: number; offset?: number; with?: WithConfig }): Promise<Row[]>;
  findFirst(config: { where?: SQL; with?: WithConfig }): Promise<Row | undefined>;
}

export interface TableStoreOptions {
  resource: ResourceDescription;
  table: PgTable;
  /** Key of the table in the Drizzle schema, for relational queries. */
  queryName: string;
  /** Related rows embedded in every answer: `account: { columns: { number: true } }`. */
  embed?: WithConfig;
  /** Fields naming rows of other tables; a missing row is a 400 with the message. */
  references?: Record<string, { table: PgTable; message: string }>;
}

/** Who writes, and the rows they may reach (a pricelist's rates): what every write is given besides its values. */
export interface WriteContext {
  actorId: number;
  scope?: SQL;
}

export interface ListPage {
  results: Row[];
  total: number;
}

function idColumnOf(table: PgTable): PgColumn {
  const id = getTableColumns(table).id;
  if (!id) throw new Error('A resource table needs an id column');
  return id;
}

export const creatorEmbed = { created_by: { columns: { firstname: true, lastname: true } } } as const;

/**
 * A resource's persistence, generic over its table: list, get, create, update, remove. Special
 * resources wrap or replace single operations beside their own description. `scope` narrows
 * reads and writes to the rows a caller may reach (a user's own, a pricelist's rates).
 */
export function createTableStore(options: TableStoreOptions) {
  const { resource, table, embed } = options;
  const idColumn = idColumnOf(table);
  const query = (db: Executor) => (db.query as unknown as Record<string, RelationalQuery>)[options.queryName];

  async function assertReferences(db: Executor, values: Row) {
    for (const [field, reference] of Object.entries(options.references ?? {})) {
      const id = values[field];
      if (id === undefined || id === null) continue;
      const referencedId = idColumnOf(reference.table);
      const [row] = await db.select({ id: referencedId }).from(reference.table).where(eq(referencedId, id)).limit(1);
      if (!row) throw badRequest(reference.message, { [field]: reference.message });
    }
  }

  async function get(db: Executor, id: number, scope?: SQL) {
    const row = await query(db).findFirst({ where: and(eq(idColumn, id), scope), with: embed });
    if (!row) throw notFound(resource.singular);
    return row;
  }

  return {
    async list(db: Executor, params: ListParams, scope?: SQL): Promise<ListPage> {
      const where = listWhere(resource, table, params, scope);
      const [results, total] = await Promise.all([
        query(db).findMany({
          where,
          orderBy: listOrder(table, params.sort_by || resource.defaultSort),
          limit: params.limit,
          offset: (params.page - 1) * params.limit,
          with: embed,
        }),
        (db as Database).$count(table, where),
      ]);
      return { results, total };
    },
    get,
    async create(db: Database, values: Row, context: WriteContext) {
      return db.transaction(async (tx) => {
        await assertReferences(tx, values);
        const [row] = await tx
          .insert(table)
          .values({ ...values, created_by_id: context.actorId } as never)
          .returning({ id: idColumn });
        return get(tx, (row as { id: number }).id);
      });
    },
    async update(db: Database, id: number, values: Row, context: WriteContext) {
      return db.transaction(async (tx) => {
        await get(tx, id, context.scope);
        await assertReferences(tx, values);
        if (Object.keys(values).length > 0)
          await tx
            .update(table)
            .set(values as never)
            .where(eq(idColumn, id));
        return get(tx, id);
      });
    },
    async remove(db: Database, id: number, context: WriteContext) {
      const rows = await db
        .delete(table)
        .where(and(eq(idColumn, id), context.scope))
        .returning({ id: idColumn });
      if (rows.length === 0) throw notFound(resource.singular);
    },
  };
}

export type TableStore = ReturnType<typeof createTableStore>;
