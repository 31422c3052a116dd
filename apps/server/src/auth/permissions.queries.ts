import { eq, sql } from 'drizzle-orm';
import type { Action, ActionsMap, PermissionLabel } from '@ringledger/contract';
import type { Executor } from '../db/client.js';
import { rolePermissions, roles, users } from '../db/schema/index.js';

/** A user's role is the one chosen for them, else the role named after their type. */
export const effectiveRoleId = sql<number>`coalesce(${users.role_id}, (select ${roles.id} from ${roles} where ${roles.name} = ${users.type}))`;

export async function loadRole(db: Executor, userId: number) {
  const [row] = await db.select({ id: roles.id, name: roles.name }).from(users).innerJoin(roles, eq(roles.id, effectiveRoleId)).where(eq(users.id, userId));
  return row;
}

/** The actions map of a user, or undefined when the user no longer exists. */
export async function loadActions(db: Executor, userId: number): Promise<ActionsMap | undefined> {
  const rows = await db
    .select({ userId: users.id, label: rolePermissions.label, action: rolePermissions.action })
    .from(users)
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, effectiveRoleId))
    .where(eq(users.id, userId));
  if (rows.length === 0) return undefined;
  const actions: ActionsMap = {};
  for (const row of rows) {
    if (!row.label || !row.action) continue;
    (actions[row.label as PermissionLabel] ??= []).push(row.action as Action);
  }
  return actions;
}

/** The id of the role a user holds (null: none), or undefined when the user no longer exists. */
export async function loadEffectiveRoleId(db: Executor, userId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ roleId: effectiveRoleId }).from(users).where(eq(users.id, userId));
  return row ? (row.roleId ?? null) : undefined;
}

export async function loadRoleActions(db: Executor, roleId: number): Promise<ActionsMap> {
  const rows = await db
    .select({ label: rolePermissions.label, action: rolePermissions.action })
    .from(rolePermissions)
    .where(eq(rolePermissions.role_id, roleId));
  const actions: ActionsMap = {};
  for (const row of rows) (actions[row.label as PermissionLabel] ??= []).push(row.action as Action);
  return actions;
}

export async function replaceRolePermissions(db: Executor, roleId: number, actions: ActionsMap) {
  await db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  const rows = Object.entries(actions).flatMap(([label, list]) => (list ?? []).map((action) => ({ role_id: roleId, label, action })));
  if (rows.length) await db.insert(rolePermissions).values(rows);
}
