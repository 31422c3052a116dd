import { and, asc, count, desc, eq, getTableColumns, getTableName, ilike, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { OWNER_KEY, type ResourceDescription } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import { embeddedObject } from '../db/embedded-object.js';
import { prepareStatement, runStatement, statementCache, type PreparedStatement } from '../db/prepared-statements.js';
import { innerEmbedOf, type Embed, type RecordShape } from './record-shape.js';
import { columnsOf, tableNamed } from './tables.js';
import { liveRows } from './soft-delete.js';

export type Row = Record<string, unknown>;

export interface ListParams {
  page: number;
  limit: number;
  sort_by?: string;
  search?: string;
  [filter: string]: unknown;
}

export interface ListPage {
  results: Row[];
  total: number;
}

/** Which rows a read may reach: those under one parent row, and those a caller's scope allows. */
export interface ReadScope {
  parentId?: number;
  /** Narrows reads to what the caller may see (a self-service user's own rows); such reads are built afresh each time. */
  condition?: SQL;
}

/** A substring match that treats % and _ in the searched text literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A substring match on a column, for the few hand-written searches (role lookups). */
export function containsText(column: PgColumn, text: string) {
  return ilike(column, containsPattern(text));
}

/** What a resource's behaviour adds to its reads: embeds joined on an expression, and record keys answered by SQL. */
export interface ReadExtras {
  joinOn?: Record<string, SQL>;
  computed?: Record<string, SQL>;
  filterOn?: Record<string, (value: Placeholder) => SQL>;
}

/**
 * The list and detail queries of one resource, built with Drizzle from its record shape. Each
 * distinct query (which filters, search and order it has) is built once and run as a named
 * prepared statement straight on the pool, so PostgreSQL plans it once per connection and no
 * SQL is built per request; embedded rows arrive as JSON objects PostgreSQL assembled.
 */
export function createReadStatements(resource: ResourceDescription, shape: RecordShape, { joinOn = {}, computed = {}, filterOn = {} }: ReadExtras = {}) {
  const { columns } = shape;
  const joined = shape.embeds.map((embed) => {
    const table = alias(embed.table, embed.key);
    const embedded = getTableColumns(table);
    return { embed, table, columns: embedded, owner: ownerJoins(embed, embedded, `${embed.key}_owner`) };
  });
  const selection: Record<string, PgColumn | SQL.Aliased> = Object.fromEntries(shape.recordColumns.map((key) => [key, columns[key]]));
  for (const { embed, columns: embedded, owner } of joined) {
    selection[embed.key] = embeddedObject(embed.key, embed.columns, embedded, owner ? { [OWNER_KEY]: owner.column } : {});
  }
  for (const [key, expression] of Object.entries(computed)) selection[key] = sql`(${expression})`.as(key);
  const idColumn = columns.id;
  const parent = resource.parent;
  // What a path names one row by: its id, or another column under its parent (a DID on an extension).
  const rowKeyColumn = columns[parent?.rowKey ?? 'id'];
  const searched = [...resource.searchable.map((path) => searchCondition(path)), ...joined.flatMap(({ embed }) => ownerSearch(embed))];
  const searchesEmbeds = resource.searchable.some((path) => path.includes('.'));
  // A sort the table cannot serve fails when the server starts, not on the first request that asks for it.
  for (const field of resource.sortable) sortColumn(field);

  /**
   * What a searchable path matches: the resource's own column, a column of an embedded row's
   * table, or one of that row's own embedded row (a DID by its account's user's name), reached
   * through a subquery so the list keeps one row per record.
   */
  function searchCondition(path: string): SQL {
    const [key, next, last] = path.split('.');
    const pattern = sql.placeholder('search');
    if (!next) return ilike(required(columns[key], path), pattern);
    const outer = joined.find(({ embed }) => embed.key === key);
    if (!last) return ilike(required(outer?.columns[next], path), pattern);
    const inner = outer && innerEmbedOf(outer.embed, next);
    if (!inner) throw new Error(`${resource.name}: searchable ${path} names no embedded row`);
    const via = columnsOf(outer.embed.table);
    const target = columnsOf(inner.table);
    const matching = sql`select ${via.id} from ${outer.embed.table} join ${inner.table} on ${target.id} = ${via[inner.field]} where ${required(target[last], path)} ilike ${pattern}`;
    return sql`${columns[outer.embed.field]} in (${matching})`;
  }

  /**
   * A row embedded with its holder's name is found by that name too, as the list shows it: through
   * a subquery of its own, so the count needs no join and the list keeps one row per record.
   */
  function ownerSearch(embed: Embed): SQL[] {
    const source = columns[embed.field];
    if (!embed.owner || embed.via || joinOn[embed.key] || !source) return [];
    const name = `${embed.key}_found`;
    const start = getTableColumns(alias(embed.table, name));
    const chain = ownerJoins(embed, start, name);
    if (!chain) return [];
    const joins = chain.steps.map((step) => sql` join ${fromAs(step.original, step.name)} on ${step.on}`);
    return [
      sql`${source} in (select ${start.id} from ${fromAs(embed.table, name)}${sql.join(joins)} where ${chain.column} ilike ${sql.placeholder('search')})`,
    ];
  }

  function required(column: PgColumn | undefined, path: string): PgColumn {
    if (!column) throw new Error(`${resource.name}: searchable ${path} names no column`);
    return column;
  }
  const kept = statementCache();

  /** An embed joins on the resource's own column, or on its `via` embed's column once that one is joined. */
  function joinCondition(embed: (typeof joined)[number]) {
    const via = embed.embed.via && joined.find((candidate) => candidate.embed.key === embed.embed.via);
    const source = via ? via.columns[embed.embed.field] : (joinOn[embed.embed.key] ?? columns[embed.embed.field]);
    return eq(embed.columns.id, source);
  }

  function selectRows(db: Database) {
    let query = db.select(selection).from(shape.table).$dynamic();
    for (const embed of joined) {
      query = query.leftJoin(embed.table, joinCondition(embed));
      for (const step of embed.owner?.steps ?? []) query = query.leftJoin(step.table, step.on);
    }
    return query;
  }

  /** Counting needs the embedded rows only when the search reaches into them. */
  function countRows(db: Database, where: SQL | undefined, isSearching: boolean) {
    let query = db
      .select({ total: sql<number>`${count()}::int`.as('total') })
      .from(shape.table)
      .$dynamic();
    if (isSearching && searchesEmbeds) for (const embed of joined) query = query.leftJoin(embed.table, joinCondition(embed));
    return query.where(where);
  }

  // Soft-deleted rows (see soft-delete.ts) are gone for every read.
  const live = liveRows(shape.table);

  function scopeConditions(scope: ReadScope): (SQL | undefined)[] {
    if (!parent) return [live, scope.condition];
    const fixed = Object.entries(parent.where ?? {}).map(([field, value]) => eq(columns[field], value));
    return [underParent(), ...fixed, live, scope.condition];
  }

  /**
   * The parent names the row itself, or is named by rows of another table that lead to it: the
   * account `field` points at is the user's (a user's extensions), or a tier of the queue names
   * the agent (`select: 'agent_id'`, a queue's agents).
   */
  function underParent(): SQL {
    const through = parent?.through;
    if (!parent || !through) return eq(columns[parent?.field ?? 'id'], sql.placeholder('parent'));
    const table = tableNamed(through.resource);
    if (!table) throw new Error(`${resource.name}: no table holds the ${through.resource} its parent is reached through`);
    const via = columnsOf(table);
    const selected = via[through.select ?? 'id'];
    if (!selected || !via[through.field]) throw new Error(`${resource.name}: ${through.resource} has no column ${through.select ?? 'id'} or ${through.field}`);
    const fixed = Object.entries(through.where ?? {}).map(([field, value]) => eq(via[field], value));
    const reached = sql`select ${selected} from ${table} where ${and(eq(via[through.field], sql.placeholder('parent')), ...fixed)}`;
    return sql`${columns[parent.field]} in (${reached})`;
  }

  function listWhere(params: ListParams, scope: ReadScope) {
    const conditions = scopeConditions(scope);
    if (params.search) conditions.push(or(...searched));
    for (const filter of Object.keys(resource.filters)) {
      if (params[filter] === undefined) continue;
      const value = sql.placeholder(`filter_${filter}`);
      conditions.push(filterOn[filter] ? filterOn[filter](value) : eq(columns[filter], value));
    }
    return and(...conditions);
  }

  /** Sorting only ever names whitelisted fields (the query schema refused others); id breaks ties so pages never overlap. */
  function listOrder(sortBy: string | undefined) {
    if (!sortBy) return [desc(idColumn)];
    const isDescending = sortBy.startsWith('-');
    const column = sortColumn(isDescending ? sortBy.slice(1) : sortBy);
    return isDescending ? [desc(column), desc(idColumn)] : [asc(column), asc(idColumn)];
  }

  /** A record key, or `embed.column` of a joined row (an extension by its caller id's number). */
  function sortColumn(field: string): PgColumn {
    const [key, embedded] = field.split('.');
    const column = embedded ? joined.find(({ embed }) => embed.key === key)?.columns[embedded] : columns[key];
    if (!column) throw new Error(`${resource.name}: sortable ${field} names no column`);
    return column;
  }

  /** The statement for a query shape, built at its first use and kept; one built afresh when a caller's scope is in it. */
  function statementFor(key: string, scope: ReadScope, build: () => { toSQL(): { sql: string; params: unknown[] } }): PreparedStatement {
    if (scope.condition) return prepareStatement(`rl_${resource.name}`, build(), { named: false });
    return kept(key, () => prepareStatement(`rl_${resource.name}`, build()));
  }

  const run = (db: Database, statement: PreparedStatement, values: Row) => runStatement<Row>(db.$client, statement, values);

  return {
    async list(db: Database, params: ListParams, scope: ReadScope = {}): Promise<ListPage> {
      const sortBy = params.sort_by || resource.defaultSort;
      const filters = Object.keys(resource.filters).filter((filter) => params[filter] !== undefined);
      const key = `${filters.join(',')}|${params.search ? 'search' : ''}|${sortBy ?? ''}`;
      const where = () => listWhere(params, scope);
      const values: Row = { limit: params.limit, offset: (params.page - 1) * params.limit, parent: scope.parentId };
      if (params.search) values.search = containsPattern(params.search);
      for (const filter of filters) values[`filter_${filter}`] = params[filter];
      const page = statementFor(`list|${key}`, scope, () =>
        selectRows(db)
          .where(where())
          .orderBy(...listOrder(sortBy))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      );
      const total = statementFor(`count|${key}`, scope, () => countRows(db, where(), Boolean(params.search)));
      const [results, totals] = await Promise.all([run(db, page, values), run(db, total, values)]);
      return { results, total: Number(totals[0].total) };
    },

    async get(db: Database, id: number, scope: ReadScope = {}): Promise<Row | undefined> {
      const statement = statementFor('get', scope, () => selectRows(db).where(and(eq(rowKeyColumn, sql.placeholder('id')), ...scopeConditions(scope))));
      const [row] = await run(db, statement, { id, parent: scope.parentId });
      return row;
    },
  };
}

export type ReadStatements = ReturnType<typeof createReadStatements>;

/** A table under another name as a FROM item of hand-written SQL (drizzle writes an alias by its name alone). */
function fromAs(table: PgTable, name: string) {
  return sql`${sql.identifier(getTableName(table))} ${sql.identifier(name)}`;
}

/**
 * The owner path's rows joined one after another from the embedded row `from` (aliased
 * `<prefix>0`, `<prefix>1`, …), and the column of the last that holds the name.
 */
function ownerJoins(embed: Embed, from: Record<string, PgColumn>, prefix: string) {
  if (!embed.owner) return undefined;
  let previous = from;
  const steps = embed.owner.steps.map((step, index) => {
    const name = `${prefix}${index}`;
    const table = alias(step.table, name);
    const own = getTableColumns(table);
    const on = eq(own.id, previous[step.field]);
    previous = own;
    return { table, name, original: step.table, on };
  });
  return { steps, column: previous[embed.owner.column] };
}
