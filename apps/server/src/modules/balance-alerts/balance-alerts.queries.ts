import type pg from 'pg';

/** An undelivered alert with what its messages say: the call account and its owner as they are now. */
export interface DueAlert {
  id: number;
  level: 'low' | 'negative';
  balance: string;
  threshold: string;
  created_at: string;
  owner_mailed_at: string | null;
  staff_mailed_at: string | null;
  webhook_sent_at: string | null;
  attempts: number;
  call_account: { id: number; number: string; name: string };
  owner: { id: number; firstname: string; name: string; email: string | null } | null;
}

export type AlertStep = 'owner_mailed_at' | 'staff_mailed_at' | 'webhook_sent_at';

/*
 * The oldest alert due, locked until the claiming transaction ends; SKIP LOCKED lets another
 * server instance take the next one meanwhile instead of waiting, so each alert is worked on by
 * one instance at a time and every step it finishes is recorded before another could see it.
 */
const CLAIM_DUE_ALERT = `
  select a.id, a.level, a.balance::text as balance, a.threshold::text as threshold,
    to_json(a.created_at) #>> '{}' as created_at, a.owner_mailed_at, a.staff_mailed_at, a.webhook_sent_at, a.attempts,
    json_build_object('id', c.id, 'number', c.number, 'name', c.name) as call_account,
    case when u.id is null then null
      else json_build_object('id', u.id, 'firstname', u.firstname, 'name', u.name, 'email', u.email) end as owner
  from balance_alerts a
  join call_accounts c on c.id = a.call_account_id
  left join users u on u.id = c.type_id
  where a.finished_at is null and a.next_attempt_at <= now()
  order by a.id
  limit 1
  for update of a skip locked`;

export async function claimDueAlert(client: pg.ClientBase): Promise<DueAlert | undefined> {
  const { rows } = await client.query<DueAlert>(CLAIM_DUE_ALERT);
  return rows[0];
}

/** Records the steps done; with every step done (or attempts spent) the alert is finished, else it is due again at `retryAt`. */
export async function recordDelivery(
  client: pg.ClientBase,
  alert: { id: number; done: AlertStep[]; error: string | null; isFinished: boolean; retryAfterSeconds: number },
) {
  const marks = alert.done.map((step) => `${step} = coalesce(${step}, now())`);
  await client.query(
    `update balance_alerts set ${[...marks, 'attempts = attempts + 1'].join(', ')},
       last_error = $2, finished_at = case when $3 then now() end, next_attempt_at = now() + make_interval(secs => $4)
     where id = $1`,
    [alert.id, alert.error, alert.isFinished, alert.retryAfterSeconds],
  );
}
