import { asc } from 'drizzle-orm';
import { listRoles } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { roles } from '../../db/schema/index.js';
import { containsText } from '../../resources/read-statements.js';

/** Every role, by name, for the user form's role picker; there are few, so one page holds them all. */
export const listRolesOperation = implement(listRoles, async ({ db, query }) => {
  const where = query.search ? containsText(roles.name, query.search) : undefined;
  const results = await db.select({ id: roles.id, name: roles.name, description: roles.description }).from(roles).where(where).orderBy(asc(roles.name));
  return { results, total: results.length };
});
