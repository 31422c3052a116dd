import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { accounts, callAccounts, callerIds, dids, domains, extensionDevices, extensions } from '../../../db/schema/index.js';

/**
 * Whether an extension may place and take calls: it, its domain, its account and its call
 * account (when it has one) are all enabled.
 */
const isLive = and(eq(extensions.enabled, true), eq(domains.enabled, true), eq(accounts.enabled, true), sql`coalesce(${callAccounts.enabled}, true)`);

/** What every directory user of an extension carries, a device's or the extension's own. */
const extensionColumns = {
  extensionId: extensions.id,
  extensionUsername: extensions.username,
  displayName: extensions.display_name,
  domainName: domains.name,
  domainParameters: domains.parameters,
  domainVariables: domains.variables,
  accountId: accounts.id,
  accountNumber: accounts.number,
  callAccountId: callAccounts.id,
  callerIdName: callerIds.callerid_name,
  callerIdNumber: callerIds.callerid_number,
  mainDid: dids.number,
  variables: extensions.variables,
  parameters: extensions.parameters,
};

/** The enabled device that signs in as `username` in `domain`, with its live extension; one query. */
export async function findDevice(db: Executor, domain: string, username: string) {
  const [row] = await db
    .select({ ...extensionColumns, deviceUsername: extensionDevices.username, sealedPassword: extensionDevices.password })
    .from(extensionDevices)
    .innerJoin(extensions, eq(extensions.id, extensionDevices.extension_id))
    .innerJoin(domains, eq(domains.id, extensionDevices.domain_id))
    .innerJoin(accounts, eq(accounts.id, extensions.account_id))
    .leftJoin(callAccounts, eq(callAccounts.id, extensions.call_billing_account_id))
    .leftJoin(callerIds, and(eq(callerIds.id, extensions.caller_id), eq(callerIds.enabled, true)))
    .leftJoin(dids, and(eq(dids.id, extensions.did_id), eq(dids.enabled, true)))
    .where(
      and(
        sql`lower(${domains.name}) = lower(${domain})`,
        sql`lower(${extensionDevices.username}) = lower(${username})`,
        eq(extensionDevices.enabled, true),
        isLive,
      ),
    )
    .limit(1);
  return row;
}

/** The live extension `username` of `domain`, with the usernames of its enabled devices; one query. */
export async function findExtension(db: Executor, domain: string, username: string) {
  const [row] = await db
    .select({
      ...extensionColumns,
      deviceUsernames: sql<string[]>`coalesce((
        select array_agg(${extensionDevices.username} order by ${extensionDevices.username})
        from ${extensionDevices}
        where ${extensionDevices.extension_id} = ${extensions.id} and ${extensionDevices.enabled}
      ), '{}')`,
    })
    .from(extensions)
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .innerJoin(accounts, eq(accounts.id, extensions.account_id))
    .leftJoin(callAccounts, eq(callAccounts.id, extensions.call_billing_account_id))
    .leftJoin(callerIds, and(eq(callerIds.id, extensions.caller_id), eq(callerIds.enabled, true)))
    .leftJoin(dids, and(eq(dids.id, extensions.did_id), eq(dids.enabled, true)))
    .where(and(sql`lower(${domains.name}) = lower(${domain})`, sql`lower(${extensions.username}) = lower(${username})`, isLive))
    .limit(1);
  return row;
}

/** What a directory user is built from: an extension and the rows around it. */
export type DirectoryExtension = Omit<NonNullable<Awaited<ReturnType<typeof findExtension>>>, 'deviceUsernames'>;
