import { sql } from 'drizzle-orm';
import { PERMISSION_LABELS, SEEDED_ROLES, ACTIONS, type ActionsMap } from '@ringledger/contract';
import type { Executor } from '../db/client.js';
import { rolePermissions, roles, seededRoleGrants } from '../db/schema/index.js';

/**
 * Creates the seeded roles that are missing. Admin always holds every permission, so labels
 * added by later releases reach it. Agent and user receive each label of their defaults once:
 * a label a later release adds reaches them, and whatever an operator changed stays changed.
 */
export async function ensureSeededRoles(db: Executor) {
  for (const [name, actions] of Object.entries(SEEDED_ROLES)) {
    await db
      .insert(roles)
      .values({ name, description: `Seeded ${name} role` })
      .onConflictDoNothing();
    if (name !== 'admin') await grantNewDefaults(db, name, actions);
  }
  const everything = PERMISSION_LABELS.flatMap((label) => ACTIONS.map((action) => ({ label, action })));
  await db.execute(sql`
    insert into ${rolePermissions} (role_id, label, action)
    select r.id, p.label, p.action
    from ${roles} r, jsonb_to_recordset(${JSON.stringify(everything)}::jsonb) as p(label text, action text)
    where r.name = 'admin'
    on conflict do nothing`);
}

async function grantNewDefaults(db: Executor, roleName: string, actions: ActionsMap) {
  const defaults = Object.entries(actions).flatMap(([label, labelActions]) => labelActions.map((action) => ({ label, action })));
  await db.execute(sql`
    with new_labels as (
      insert into ${seededRoleGrants} (role_name, label)
      select distinct ${roleName}, d.label
      from jsonb_to_recordset(${JSON.stringify(defaults)}::jsonb) as d(label text, action text)
      on conflict do nothing
      returning label
    )
    insert into ${rolePermissions} (role_id, label, action)
    select r.id, d.label, d.action
    from ${roles} r, jsonb_to_recordset(${JSON.stringify(defaults)}::jsonb) as d(label text, action text)
    where r.name = ${roleName} and d.label in (select label from new_labels)
    on conflict do nothing`);
}
