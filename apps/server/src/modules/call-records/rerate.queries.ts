import type { BatchClient } from './call-records.queries.js';
import type { CustomerSide } from './call-billing.js';

/** A record with an unrated side, and the CDRs of its legs as they were sent. */
export interface UnratedRecord {
  id: number;
  callstart: string;
  call_uuid: string;
  rated: boolean;
  provider_unrated_reason: string | null;
  account_id: number | null;
  call_billing_account_id: number | null;
  user_id: number | null;
  extension_id: number | null;
  direction: string;
  call_type: string;
  destination_number: string | null;
  billseconds: number;
  provider_leg_uuid: string | null;
  provider_account_id: number | null;
  provider_call_account_id: number | null;
  provider_user_id: number | null;
  provider_billseconds: number | null;
  provider_cost: string | null;
  a_body: Buffer | null;
  a_type: string | null;
  b_body: Buffer | null;
  b_type: string | null;
}

type Row = Omit<UnratedRecord, 'id' | 'callstart'> & { id: string; callstart: Date };

/**
 * Records unrated on either side, oldest id first after `afterId`, with their raw legs. Only
 * rows the partial indexes on unrated records name are read, however many records there are.
 */
export async function findUnrated(
  client: BatchClient,
  options: { from?: string; to?: string; afterId: number; limit: number; ids?: number[]; lock?: boolean },
) {
  const result = await client.query<Row>(
    `
    select r.id, r.callstart, r.call_uuid, r.rated, r.provider_unrated_reason, r.account_id, r.call_billing_account_id, r.user_id,
      r.extension_id, r.direction, r.call_type, r.destination_number, r.billseconds, r.provider_leg_uuid, r.provider_account_id, r.provider_call_account_id,
      r.provider_user_id, r.provider_billseconds, r.provider_cost, a.body as a_body, a.content_type as a_type, b.body as b_body, b.content_type as b_type
    from call_records r
    left join lateral (
      select w.body, w.content_type from call_record_raws w where w.leg_uuid = r.call_uuid and w.callstart = r.callstart and w.leg = 'a' limit 1
    ) a on true
    left join lateral (
      select w.body, w.content_type from call_record_raws w where w.leg_uuid = r.provider_leg_uuid and w.leg = 'b' limit 1
    ) b on true
    where (not r.rated or r.provider_unrated_reason is not null) and r.id > $1
      and ($2::timestamptz is null or r.callstart >= $2) and ($3::timestamptz is null or r.callstart <= $3) and ($4::bigint[] is null or r.id = any($4))
    order by r.id
    limit $5
    ${options.ids && options.lock !== false ? 'for update of r' : ''}`,
    [options.afterId, options.from ?? null, options.to ?? null, options.ids ?? null, options.limit],
  );
  return result.rows.map((row) => ({ ...row, id: Number(row.id), callstart: new Date(row.callstart).toISOString() }));
}

/** Gives records their customer side anew (a re-rated call), its margin following, and the seconds it was rated for. */
export async function setCustomerSides(
  client: BatchClient,
  updates: (CustomerSide & { id: number; callstart: string; ledger_line_id: number | null; billseconds: number; duration: number })[],
) {
  if (updates.length === 0) return;
  await client.query(
    `
    update call_records c set
      account_id = u.account_id, call_billing_account_id = u.call_billing_account_id, user_id = u.user_id, extension_id = u.extension_id,
      did_id = u.did_id, direction = u.direction, call_type = u.call_type, rated = u.rated, unrated_reason = u.unrated_reason,
      cost = u.cost, margin = u.cost - c.provider_cost, rated_number = u.rated_number, charged_seconds = u.charged_seconds,
      pricelist_id = u.pricelist_id, rate_prefix = u.rate_prefix, rate_cost_per_min = u.rate_cost_per_min,
      rate_connect_cost = u.rate_connect_cost, rate_included_seconds = u.rate_included_seconds, rate_init_inc = u.rate_init_inc,
      rate_inc = u.rate_inc, rate_markup = u.rate_markup, ledger_line_id = u.ledger_line_id, billseconds = u.billseconds,
      duration = u.duration, updated_at = now()
    from jsonb_to_recordset($1::jsonb) as u(
      id bigint, callstart timestamptz, account_id int, call_billing_account_id int, user_id int, extension_id int, did_id int,
      direction text, call_type text, rated boolean, unrated_reason text, cost numeric, rated_number text, charged_seconds int,
      pricelist_id int, rate_prefix text, rate_cost_per_min numeric, rate_connect_cost numeric, rate_included_seconds int,
      rate_init_inc int, rate_inc int, rate_markup int, ledger_line_id bigint, billseconds int, duration int)
    where c.id = u.id and c.callstart = u.callstart`,
    [JSON.stringify(updates)],
  );
}
