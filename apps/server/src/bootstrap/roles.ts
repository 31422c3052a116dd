import { sql } from 'drizzle-orm';
import { PERMISSION_LABELS, SEEDED_ROLES, ACTIONS } from '@ringledger/contract';
import type { Executor } from '../db/client.js';
import { rolePermissions, roles } from '../db/schema/index.js';
import { replaceRolePermissions } from '../auth/permissions.queries.js';

/**
 * Creates the seeded roles that are missing. Admin always holds every permission, so labels
 * added by later releases reach it; agent and user keep whatever an operator made of them.
 */
export async function ensureSeededRoles(db: Executor) {
  for (const [name, actions] of Object.entries(SEEDED_ROLES)) {
    const inserted = await db
      .insert(roles)
      .values({ name, description: `Seeded ${name} role` })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    if (inserted.length) await replaceRolePermissions(db, inserted[0].id, actions);
  }
  const everything = PERMISSION_LABELS.flatMap((label) => ACTIONS.map((action) => ({ label, action })));
  await db.execute(sql`
    insert into ${rolePermissions} (role_id, label, action)
    select r.id, p.label, p.action
    from ${roles} r, jsonb_to_recordset(${JSON.stringify(everything)}::jsonb) as p(label text, action text)
    where r.name = 'admin'
    on conflict do nothing`);
}
