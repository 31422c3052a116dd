import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

export interface CallBilling {
  call_account_id: number | null;
  call_account: string | null;
  owner_id: number | null;
  direction: string | null;
  cost_per_min: string | null;
  held: string | null;
  allowed_seconds: number | null;
}

/** What Ringledger holds for a call (its reservation) and whose call account it bills, in one statement. */
export async function findCallBilling(db: Executor, uuid: string, callAccountId: number | null): Promise<CallBilling> {
  const result = await db.execute<CallBilling & Record<string, unknown>>(sql`
    select ca.id as call_account_id, ca.number || ' · ' || ca.name as call_account,
           case when ca.type = 'user' then ca.type_id end as owner_id,
           r.direction, r.cost_per_min::text as cost_per_min, r.held::text as held, r.allowed_seconds
    from (select ${uuid}::text as call_uuid, ${callAccountId}::integer as call_account_id) asked
    left join call_reservations r on r.call_uuid = asked.call_uuid
    left join call_accounts ca on ca.id = coalesce(r.call_account_id, asked.call_account_id)`);
  return result.rows[0];
}

/** The call has ended on its switch: it no longer takes a channel, and what it holds is kept only until its CDR is due. */
export async function markCallEnded(db: Executor, uuid: string) {
  await db.execute(sql`
    update call_reservations set ended_at = now(), expires_at = least(expires_at, now() + interval '10 minutes')
    where call_uuid = ${uuid} and ended_at is null`);
}
