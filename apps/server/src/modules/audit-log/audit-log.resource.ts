import { eq, sql } from 'drizzle-orm';
import { auditLog } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { auditLog as auditLogTable } from '../../db/schema/index.js';

/**
 * The trail is read here and nowhere changed: the contract lists only `list` and `view`, so no
 * route writes it, and the table's trigger refuses any UPDATE or DELETE. Days are UTC days.
 */
export const auditLogBehaviour = defineBehaviour(auditLog, {
  filterOn: {
    user_id: (value) => eq(auditLogTable.created_by_id, sql`${value}::int`),
    from: (value) => sql`${auditLogTable.created_at} >= (${value}::date)::timestamp at time zone 'UTC'`,
    to: (value) => sql`${auditLogTable.created_at} < ((${value}::date) + 1)::timestamp at time zone 'UTC'`,
  },
});
