import { asc } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  accounts,
  callAccounts,
  callCenterQueues,
  callerIds,
  dids,
  domains,
  extensionDevices,
  extensionDids,
  extensions,
  gateways,
  sipProfiles,
  trunks,
} from '../../../db/schema/index.js';

/**
 * What the directory and dialplan answers read, one statement per table, only the columns they
 * use. Each is loaded again whole when PostgreSQL announces a change to it (migration 0036, keyed
 * by the table's name), so the keys here are the tables' names. Rows come in id order, so that
 * where the answers pick the first of several (an extension's DIDs, a provider's call accounts)
 * it is the oldest, as the statements they replace did.
 */
export const SWITCH_DATA_LOADERS = {
  domains: (db: Executor) =>
    db
      .select({ id: domains.id, name: domains.name, enabled: domains.enabled, parameters: domains.parameters, variables: domains.variables })
      .from(domains)
      .orderBy(asc(domains.id)),
  extensions: (db: Executor) =>
    db
      .select({
        id: extensions.id,
        username: extensions.username,
        displayName: extensions.display_name,
        domainId: extensions.domain_id,
        accountId: extensions.account_id,
        callAccountId: extensions.call_billing_account_id,
        callerIdId: extensions.caller_id,
        didId: extensions.did_id,
        localCall: extensions.local_call,
        enabled: extensions.enabled,
        variables: extensions.variables,
        parameters: extensions.parameters,
      })
      .from(extensions)
      .orderBy(asc(extensions.id)),
  extension_devices: (db: Executor) =>
    db
      .select({
        id: extensionDevices.id,
        extensionId: extensionDevices.extension_id,
        domainId: extensionDevices.domain_id,
        username: extensionDevices.username,
        sealedPassword: extensionDevices.password,
        enabled: extensionDevices.enabled,
      })
      .from(extensionDevices)
      .orderBy(asc(extensionDevices.id)),
  extension_dids: (db: Executor) =>
    db
      .select({ id: extensionDids.id, extensionId: extensionDids.extension_id, didId: extensionDids.did_id, enabled: extensionDids.enabled })
      .from(extensionDids)
      .orderBy(asc(extensionDids.id)),
  accounts: (db: Executor) =>
    db
      .select({
        id: accounts.id,
        number: accounts.number,
        enabled: accounts.enabled,
        localizationId: accounts.localization_id,
        stdCidTranslation: accounts.std_cid_translation,
        didCidTranslation: accounts.did_cid_translation,
      })
      .from(accounts)
      .orderBy(asc(accounts.id)),
  call_accounts: (db: Executor) =>
    db
      .select({ id: callAccounts.id, enabled: callAccounts.enabled, pricelistId: callAccounts.pricelist_id, mainAccountId: callAccounts.main_account_id })
      .from(callAccounts)
      .orderBy(asc(callAccounts.id)),
  callerids: (db: Executor) =>
    db
      .select({ id: callerIds.id, enabled: callerIds.enabled, name: callerIds.callerid_name, number: callerIds.callerid_number })
      .from(callerIds)
      .orderBy(asc(callerIds.id)),
  dids: (db: Executor) =>
    db
      .select({
        id: dids.id,
        number: dids.number,
        enabled: dids.enabled,
        accountId: dids.account_id,
        callAccountId: dids.call_billing_account_id,
        legTimeout: dids.leg_timeout,
        simultaneous: dids.simultaneous_extension,
        ringback: dids.ringback,
        callType: dids.call_type,
        callTypeId: dids.call_type_id,
      })
      .from(dids)
      .orderBy(asc(dids.id)),
  trunks: (db: Executor) =>
    db
      .select({
        id: trunks.id,
        name: trunks.name,
        enabled: trunks.enabled,
        legTimeout: trunks.leg_timeout,
        codec: trunks.codec,
        cidTranslation: trunks.cid_translation,
        dialedModify: trunks.dialed_modify,
        accountId: trunks.account_id,
        callType: trunks.call_type,
        precedence: trunks.precedence,
        providerId: trunks.provider_id,
        gatewayId: trunks.gateway_id,
        failover1Id: trunks.failover_gateway_1,
        failover2Id: trunks.failover_gateway_2,
      })
      .from(trunks)
      .orderBy(asc(trunks.precedence), asc(trunks.id)),
  gateways: (db: Executor) =>
    db.select({ id: gateways.id, name: gateways.name, enabled: gateways.enabled, profileId: gateways.profile_id }).from(gateways).orderBy(asc(gateways.id)),
  sip_profiles: (db: Executor) =>
    db.select({ id: sipProfiles.id, enabled: sipProfiles.enabled, deletedAt: sipProfiles.deleted_at }).from(sipProfiles).orderBy(asc(sipProfiles.id)),
  call_center_queues: (db: Executor) =>
    db
      .select({ id: callCenterQueues.id, name: callCenterQueues.name, enabled: callCenterQueues.enabled, domainId: callCenterQueues.domain_id })
      .from(callCenterQueues)
      .orderBy(asc(callCenterQueues.id)),
};

export type SwitchDataTable = keyof typeof SWITCH_DATA_LOADERS;

/** Every table's rows, as its loader answers them. */
export type SwitchDataRows = { [T in SwitchDataTable]: Awaited<ReturnType<(typeof SWITCH_DATA_LOADERS)[T]>> };

export const SWITCH_DATA_TABLES = Object.keys(SWITCH_DATA_LOADERS) as SwitchDataTable[];
