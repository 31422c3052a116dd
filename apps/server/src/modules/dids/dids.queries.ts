import { sql } from 'drizzle-orm';
import { callCenterQueues, dids, extensionDids, extensions } from '../../db/schema/index.js';

/**
 * Where a call to the DID goes, by name, for its list row and page: its queue, or the extensions
 * it is assigned to. Two indexed subqueries per row: a list page runs it for each of its rows.
 */
export const didRings = sql<string>`case when ${dids.call_type} = 'queue' then
  coalesce((select 'Queue ' || ${callCenterQueues.name} from ${callCenterQueues} where ${callCenterQueues.id} = ${dids.call_type_id}), 'No queue')
else
  coalesce((select 'Extensions ' || string_agg(${extensions.username}, ', ' order by ${extensions.username})
    from ${extensionDids} join ${extensions} on ${extensions.id} = ${extensionDids.extension_id}
    where ${extensionDids.did_id} = ${dids.id}), 'No extension yet')
end`;
