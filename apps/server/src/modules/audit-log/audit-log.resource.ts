import { eq, sql } from 'drizzle-orm';
import { auditLog } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { auditLog as auditLogTable, configurations } from '../../db/schema/index.js';

/** The Time Zone configuration, read by the query itself: the filter has no settings at hand, and it is one indexed row. */
const timeZone = sql`coalesce((select ${configurations.value} #>> '{}' from ${configurations} where ${configurations.name} = 'time_zone'), 'UTC')`;

/**
 * The trail is read here and nowhere changed: the contract lists only `list` and `view`, so no
 * route writes it, and the table's trigger refuses any UPDATE or DELETE. Days are those of the
 * configured time zone, as every date filter of the console.
 */
export const auditLogBehaviour = defineBehaviour(auditLog, {
  filterOn: {
    user_id: (value) => eq(auditLogTable.created_by_id, sql`${value}::int`),
    from: (value) => sql`${auditLogTable.created_at} >= (${value}::date)::timestamp at time zone ${timeZone}`,
    to: (value) => sql`${auditLogTable.created_at} < ((${value}::date) + 1)::timestamp at time zone ${timeZone}`,
  },
});
