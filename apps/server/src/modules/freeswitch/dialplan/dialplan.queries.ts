import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import {
  accounts,
  callAccounts,
  callCenterQueues,
  callerIds,
  dids,
  domains,
  extensionDids,
  extensions,
  gateways,
  sipProfiles,
  trunks,
} from '../../../db/schema/index.js';

const callees = alias(extensions, 'callees');
const calleeAccounts = alias(accounts, 'callee_accounts');

/**
 * The calling extension (live: it, its domain, account and call account enabled), what its
 * account translates and rates with, and the live extension of its domain it dialled, if it
 * dialled one; one query.
 */
export async function findCaller(db: Executor, options: { extensionId: number; destination: string }) {
  const [row] = await db
    .select({
      id: extensions.id,
      username: extensions.username,
      localCall: extensions.local_call,
      domainName: domains.name,
      accountId: accounts.id,
      localizationId: accounts.localization_id,
      stdCidTranslation: accounts.std_cid_translation,
      callAccountId: callAccounts.id,
      pricelistId: callAccounts.pricelist_id,
      callerIdNumber: callerIds.callerid_number,
      callerIdName: callerIds.callerid_name,
      mainDid: dids.number,
      calleeUsername: callees.username,
    })
    .from(extensions)
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .innerJoin(accounts, eq(accounts.id, extensions.account_id))
    .leftJoin(callAccounts, eq(callAccounts.id, extensions.call_billing_account_id))
    .leftJoin(callerIds, and(eq(callerIds.id, extensions.caller_id), eq(callerIds.enabled, true)))
    .leftJoin(dids, and(eq(dids.id, extensions.did_id), eq(dids.enabled, true)))
    .leftJoin(
      callees,
      and(eq(callees.domain_id, extensions.domain_id), sql`lower(${callees.username}) = lower(${options.destination})`, eq(callees.enabled, true)),
    )
    .leftJoin(calleeAccounts, and(eq(calleeAccounts.id, callees.account_id), eq(calleeAccounts.enabled, true)))
    .where(
      and(
        eq(extensions.id, options.extensionId),
        eq(extensions.enabled, true),
        eq(domains.enabled, true),
        eq(accounts.enabled, true),
        sql`coalesce(${callAccounts.enabled}, true)`,
        // A callee whose account is disabled is not rung: the row is kept, without it.
        or(sql`${callees.id} is null`, sql`${calleeAccounts.id} is not null`),
      ),
    )
    .limit(1);
  return row;
}

export type Caller = NonNullable<Awaited<ReturnType<typeof findCaller>>>;

const failover1 = alias(gateways, 'failover_1');
const failover2 = alias(gateways, 'failover_2');
const providers = alias(accounts, 'providers');

/** A live gateway's name (it and its profile enabled), else null. */
const liveName = (gateway: Record<'enabled' | 'profile_id' | 'name', AnyPgColumn>) => sql<string | null>`case when ${gateway.enabled} and exists (
  select 1 from ${sipProfiles} where ${sipProfiles.id} = ${gateway.profile_id} and ${sipProfiles.enabled} and ${sipProfiles.deleted_at} is null
) then ${gateway.name} end`;

/**
 * The enabled trunks an account's outbound calls may leave through, in precedence order: those
 * limited to no account or to this one, and to no call type or to STANDARD, with their provider's
 * pricelist and localization (which say whether a trunk carries a number) and their live
 * gateways; one query.
 */
export async function findTrunks(db: Executor, accountId: number) {
  const rows = await db
    .select({
      id: trunks.id,
      name: trunks.name,
      legTimeout: trunks.leg_timeout,
      codec: trunks.codec,
      cidTranslation: trunks.cid_translation,
      dialedModify: trunks.dialed_modify,
      // The provider's oldest call account, as billing charges the carrier's cost to it.
      pricelistId: sql<number | null>`(
        select ${callAccounts.pricelist_id} from ${callAccounts}
        where ${callAccounts.main_account_id} = ${providers.id} order by ${callAccounts.id} limit 1
      )`,
      localizationId: providers.localization_id,
      gateway: liveName(gateways),
      failover1: liveName(failover1),
      failover2: liveName(failover2),
    })
    .from(trunks)
    .innerJoin(gateways, eq(gateways.id, trunks.gateway_id))
    .leftJoin(failover1, eq(failover1.id, trunks.failover_gateway_1))
    .leftJoin(failover2, eq(failover2.id, trunks.failover_gateway_2))
    .innerJoin(providers, and(eq(providers.id, trunks.provider_id), eq(providers.enabled, true)))
    .where(
      and(
        eq(trunks.enabled, true),
        or(sql`${trunks.account_id} is null`, eq(trunks.account_id, accountId)),
        or(sql`${trunks.call_type} is null`, sql`${trunks.call_type} = ''`, sql`upper(${trunks.call_type}) = 'STANDARD'`),
      ),
    )
    .orderBy(asc(trunks.precedence), asc(trunks.id));
  return rows;
}

export type TrunkRow = Awaited<ReturnType<typeof findTrunks>>[number];

const queueDomains = alias(domains, 'queue_domains');

/**
 * The enabled DID `number` is (with or without its +), its account's caller-id translation, the
 * live extensions assigned to it (username@domain, first assigned first) and, for a queue DID,
 * its queue's name (`name@domain`) when the queue is enabled; one query.
 */
export async function findDid(db: Executor, number: string) {
  const digits = number.replace(/^\+/, '');
  const [row] = await db
    .select({
      id: dids.id,
      number: dids.number,
      callAccountId: dids.call_billing_account_id,
      legTimeout: dids.leg_timeout,
      simultaneous: dids.simultaneous_extension,
      ringback: dids.ringback,
      callType: dids.call_type,
      callTypeId: dids.call_type_id,
      cidTranslation: accounts.did_cid_translation,
      extensions: sql<{ id: number; username: string; domain: string }[]>`coalesce((
        select json_agg(json_build_object('id', e.id, 'username', e.username, 'domain', d.name) order by ed.id)
        from ${extensionDids} ed
        join ${extensions} e on e.id = ed.extension_id and e.enabled
        join ${domains} d on d.id = e.domain_id and d.enabled
        where ed.did_id = ${dids.id} and ed.enabled
      ), '[]'::json)`,
      queue: sql<string | null>`(
        select ${callCenterQueues.name} || '@' || ${queueDomains.name}
        from ${callCenterQueues} join ${domains} as ${queueDomains} on ${queueDomains.id} = ${callCenterQueues.domain_id}
        where ${callCenterQueues.id} = ${dids.call_type_id} and ${callCenterQueues.enabled}
      )`,
    })
    .from(dids)
    .innerJoin(accounts, and(eq(accounts.id, dids.account_id), eq(accounts.enabled, true)))
    .innerJoin(callAccounts, and(eq(callAccounts.id, dids.call_billing_account_id), eq(callAccounts.enabled, true)))
    .where(and(or(eq(dids.number, digits), eq(dids.number, `+${digits}`)), eq(dids.enabled, true)))
    .limit(1);
  return row;
}

export type DidRow = NonNullable<Awaited<ReturnType<typeof findDid>>>;
