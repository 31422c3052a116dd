import { createHash } from 'node:crypto';
import pg from 'pg';
import { is, Placeholder, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A statement built with Drizzle once and run many times straight on the pool: its text, and its
 * parameters as fixed values or placeholders filled at each run. A named one is prepared once per
 * connection, so neither Drizzle nor PostgreSQL's parser sees it again.
 */
export interface PreparedStatement {
  /** Empty for a statement PostgreSQL should not keep (one built for a single caller). */
  name: string;
  text: string;
  params: unknown[];
}

export type StatementValues = Record<string, unknown>;

/** Ledger ids are bigint; every one fits a JavaScript number. */
export const ROW_TYPES = {
  getTypeParser: (id: number, format?: string) => (id === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(id, format as 'text')),
};

type Buildable = SQL | { toSQL(): { sql: string; params: unknown[] } };

const dialect = new PgDialect();

/**
 * The statement of a query, named after its text (under `prefix`), so every server instance
 * prepares the same statement under the same name; `named: false` leaves it unnamed.
 */
export function prepareStatement(prefix: string, query: Buildable, { named = true } = {}): PreparedStatement {
  const { sql: text, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
  const name = named ? `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}` : '';
  return { name, text, params };
}

/**
 * Statements kept by the query shape they were built for, each built at its shape's first use. At
 * most `max` are kept: past that a new shape's statement is built at each use and left unnamed, so
 * a caller trying every combination of filters, sorts and page sizes cannot fill the server's memory,
 * or each PostgreSQL connection's, with prepared statements.
 */
export function statementCache({ max = 200 } = {}) {
  const statements = new Map<string, PreparedStatement>();
  return (key: string, build: () => PreparedStatement) => {
    const kept = statements.get(key);
    if (kept) return kept;
    const statement = build();
    if (statements.size >= max) return { ...statement, name: '' };
    statements.set(key, statement);
    return statement;
  };
}

/** The statement's parameters with each placeholder filled from `values`. */
export function bindValues(statement: PreparedStatement, values: StatementValues): unknown[] {
  return statement.params.map((param) => {
    if (!is(param, Placeholder)) return param;
    if (!(param.name in values)) throw new Error(`No value for the placeholder ${param.name} of a prepared statement`);
    return values[param.name];
  });
}

/** Runs the statement with `values` and answers its rows as PostgreSQL named them, read with `types`. */
export async function runStatement<Row extends object>(
  client: pg.Pool | pg.ClientBase,
  statement: PreparedStatement,
  values: StatementValues = {},
  types: pg.CustomTypesConfig = ROW_TYPES,
) {
  const result = await client.query<Row>({ name: statement.name || undefined, text: statement.text, values: bindValues(statement, values), types });
  return result.rows;
}
