import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { prepareStatement, runStatement } from '../../db/prepared-statements.js';
import { callReservations, type CALL_DIRECTIONS } from '../../db/schema/index.js';

export type CallDirection = (typeof CALL_DIRECTIONS)[number];

export const REFUSALS = ['unknown', 'disabled', 'no_rate', 'account_channels', 'account_cps', 'trunk_channels', 'trunk_cps', 'insufficient'] as const;
export type Refusal = (typeof REFUSALS)[number];

export interface AuthorizationRequest {
  /** The A leg's uuid: the reservation's key, and the key its CDR settles it by. */
  callUuid: string;
  callAccountId: number;
  direction: CallDirection;
  /** The number as rated: translated by the account's localization for an outbound call. */
  number: string;
  didId?: number | null;
  trunkId?: number | null;
  switchName?: string | null;
}

export type AuthorizationRow = {
  outcome: 'allowed' | Refusal;
  allowed_seconds: number;
  held: string;
  cost_per_min: string | null;
  connect_cost: string | null;
  reason: string | null;
};

const placeholder = (name: keyof AuthorizationRequest | 'maxSeconds' | 'marginSeconds') => sql.placeholder(name);

// Prepared once per connection: a call's decision is one Bind and Execute, with nothing to parse or plan.
const authorizeCallStatement = prepareStatement(
  'rl_authorize_call',
  sql`call rl_authorize_call_durably(${placeholder('callUuid')}, ${placeholder('callAccountId')}, ${placeholder('direction')}, ${placeholder('number')},
    ${placeholder('didId')}::integer, ${placeholder('trunkId')}::integer, ${placeholder('switchName')}, ${placeholder('maxSeconds')}::integer,
    ${placeholder('marginSeconds')}::integer, null, null, null, null, null, null)`,
);

/**
 * One round trip: rl_authorize_call_durably (migration 0038) decides and, when it allows, holds the
 * call's money, on disk before it answers. It commits on its own, so it runs on the pool, never
 * inside a transaction.
 */
export async function authorizeCallQuery(db: Database, request: AuthorizationRequest, limits: { maxSeconds: number; marginSeconds: number }) {
  const [row] = await runStatement<AuthorizationRow>(db.$client, authorizeCallStatement, {
    ...request,
    didId: request.didId ?? null,
    trunkId: request.trunkId ?? null,
    switchName: request.switchName ?? null,
    ...limits,
  });
  return row;
}

/** The calls settled (their CDR charged them) or known to be over for good: what they held is free again. */
export async function releaseCallsQuery(db: Executor, callUuids: string[]) {
  if (callUuids.length === 0) return;
  await db.delete(callReservations).where(
    inArray(
      callReservations.call_uuid,
      callUuids.map((uuid) => uuid.toLowerCase()),
    ),
  );
}
