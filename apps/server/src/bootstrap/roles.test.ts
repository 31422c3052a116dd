import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { rolePermissions, roles } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';
import { ensureSeededRoles } from './roles.js';

const migration = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0036_seeded_role_grants.sql');

async function agentRoleId(db: Database) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'agent'));
  return role.id;
}

async function agentLabels(db: Database) {
  const rows = await db
    .selectDistinct({ label: rolePermissions.label })
    .from(rolePermissions)
    .where(eq(rolePermissions.role_id, await agentRoleId(db)));
  return rows.map((row) => row.label);
}

async function takeFromAgent(db: Database, labels: string[]) {
  await db.delete(rolePermissions).where(and(eq(rolePermissions.role_id, await agentRoleId(db)), inArray(rolePermissions.label, labels)));
}

describe('the seeded roles of an installation upgraded to a release with new permissions', () => {
  const context = useTestApp();

  it('give the agent role the labels added since, once, and keep what the operator took away', async () => {
    // An installation from before live calls, the dashboard and the reports, whose operator
    // also took call records away from agents; then this release's migration runs on it.
    await takeFromAgent(context.db, ['LIVE_CALLS', 'DASHBOARD', 'REPORTS', 'CALL_RECORDS']);
    await context.db.execute(sql`drop table seeded_role_grants`);
    for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint')) await context.db.execute(sql.raw(statement));

    await ensureSeededRoles(context.db);
    const labels = await agentLabels(context.db);
    expect(labels).toEqual(expect.arrayContaining(['LIVE_CALLS', 'DASHBOARD', 'REPORTS', 'CALL_CENTER_QUEUES']));
    expect(labels).not.toContain('CALL_RECORDS');
    expect(labels).not.toContain('USERS');

    await takeFromAgent(context.db, ['DASHBOARD']);
    await ensureSeededRoles(context.db);
    expect(await agentLabels(context.db)).not.toContain('DASHBOARD');
  });
});
