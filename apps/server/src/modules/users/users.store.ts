import { users as userResource } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { roles, users } from '../../db/schema/index.js';
import { createTableStore, creatorEmbed, type TableStore } from '../crud/table-store.js';
import { findRoleNames } from './users.queries.js';

type UserRow = Record<string, unknown> & { role?: { name: string } | null; type?: unknown };

const userTable = createTableStore({
  resource: userResource,
  table: users,
  queryName: 'users',
  embed: { role: { columns: { name: true } }, ...creatorEmbed },
  references: { role_id: { table: roles, message: 'Choose a role from the list' } },
});

/**
 * Without a chosen role a user holds the role named after their type (effectiveRoleId), so
 * answers show that role rather than none.
 */
async function withEffectiveRoles<Row extends UserRow>(db: Executor, rows: Row[]): Promise<Row[]> {
  const typesWithoutRole = [...new Set(rows.filter((row) => !row.role).map((row) => String(row.type)))];
  const existing = await findRoleNames(db, typesWithoutRole);
  return rows.map((row) => (row.role ? row : { ...row, role: existing.has(String(row.type)) ? { name: String(row.type) } : null }));
}

async function withEffectiveRole(db: Executor, row: UserRow) {
  const [shown] = await withEffectiveRoles(db, [row]);
  return shown;
}

/** The generic store, answering every user with the role they actually hold. */
export const userStore: TableStore = {
  ...userTable,
  async list(db, params, scope) {
    const page = await userTable.list(db, params, scope);
    return { ...page, results: await withEffectiveRoles(db, page.results) };
  },
  get: async (db, id, scope) => withEffectiveRole(db, await userTable.get(db, id, scope)),
  create: async (db, values, createdById) => withEffectiveRole(db, await userTable.create(db, values, createdById)),
  update: async (db, id, values, scope) => withEffectiveRole(db, await userTable.update(db, id, values, scope)),
};
