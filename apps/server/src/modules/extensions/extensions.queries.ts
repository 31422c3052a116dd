import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, callerIds, dids, domains, extensionDevices, extensionDids, extensions, users } from '../../db/schema/index.js';

export async function findPrimaryDomainId(tx: Executor): Promise<number | undefined> {
  const [primary] = await tx.select({ id: domains.id }).from(domains).where(eq(domains.is_primary, true));
  return primary?.id;
}

/** Who owns an account: its owner's user id and name (null for a provider account without one). */
export async function findAccountOwner(tx: Executor, accountId: number) {
  const [found] = await tx
    .select({ ownerId: accounts.type_id, type: accounts.type, name: users.name })
    .from(accounts)
    .leftJoin(users, eq(users.id, accounts.type_id))
    .where(eq(accounts.id, accountId));
  return found;
}

/**
 * The call account an extension bills to when none is named: the one opened on its account,
 * else the oldest of the account owner's own.
 */
export async function findDefaultCallAccountId(tx: Executor, accountId: number): Promise<number | undefined> {
  const [onAccount] = await tx
    .select({ id: callAccounts.id })
    .from(callAccounts)
    .where(eq(callAccounts.main_account_id, accountId))
    .orderBy(asc(callAccounts.id))
    .limit(1);
  if (onAccount) return onAccount.id;
  const owner = await findAccountOwner(tx, accountId);
  if (owner?.ownerId === null || owner?.ownerId === undefined) return undefined;
  const [owned] = await tx
    .select({ id: callAccounts.id })
    .from(callAccounts)
    .where(and(eq(callAccounts.type, owner.type), eq(callAccounts.type_id, owner.ownerId)))
    .orderBy(asc(callAccounts.id))
    .limit(1);
  return owned?.id;
}

export async function findCallerIdAccount(tx: Executor, callerId: number) {
  const [found] = await tx.select({ accountId: callerIds.account_id, number: callerIds.callerid_number }).from(callerIds).where(eq(callerIds.id, callerId));
  return found;
}

/** Any constant, the same in every instance: with the DID's id, the lock that orders the assignments of one DID. */
const DID_ASSIGNMENT_LOCK = 73_910;

/**
 * A DID, read once no other assignment of it is under way: an advisory lock rather than a row
 * lock, since the writes that reach here already hold the DID's row for key share.
 */
export async function lockDidAssignments(tx: Executor, didId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DID_ASSIGNMENT_LOCK}, ${didId})`);
  const [found] = await tx
    .select({ id: dids.id, number: dids.number, accountId: dids.account_id, isSimultaneous: dids.simultaneous_extension })
    .from(dids)
    .where(eq(dids.id, didId));
  return found;
}

/** The extension and its domain, held so its domain cannot change while a device or DID is added. */
export async function holdExtension(tx: Executor, extensionId: number) {
  const [found] = await tx
    .select({ id: extensions.id, username: extensions.username, accountId: extensions.account_id, domainId: extensions.domain_id, didId: extensions.did_id })
    .from(extensions)
    .where(eq(extensions.id, extensionId))
    .for('share');
  return found;
}

/** Another extension a DID already rings, named as `1001@pbx.example.net`. */
export async function findOtherExtensionOfDid(tx: Executor, didId: number, extensionId: number) {
  const [found] = await tx
    .select({ username: extensions.username, domain: domains.name })
    .from(extensionDids)
    .innerJoin(extensions, eq(extensions.id, extensionDids.extension_id))
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .where(and(eq(extensionDids.did_id, didId), ne(extensionDids.extension_id, extensionId)))
    .limit(1);
  return found && `${found.username}@${found.domain}`;
}

export async function isDidAssigned(tx: Executor, extensionId: number, didId: number) {
  return (await tx.$count(extensionDids, and(eq(extensionDids.extension_id, extensionId), eq(extensionDids.did_id, didId)))) > 0;
}

export async function insertDidAssignment(tx: Executor, values: { extensionId: number; didId: number; createdById: number }) {
  await tx.insert(extensionDids).values({ extension_id: values.extensionId, did_id: values.didId, created_by_id: values.createdById });
}

export async function countExtensionsOfDid(tx: Executor, didId: number) {
  return tx.$count(extensionDids, eq(extensionDids.did_id, didId));
}

/** The owners of the accounts of the extensions a DID rings, for a DID moving to another account. */
export async function findOwnersOfExtensionsOfDid(tx: Executor, didId: number) {
  return tx
    .selectDistinct({ ownerId: accounts.type_id, name: users.name })
    .from(extensionDids)
    .innerJoin(extensions, eq(extensions.id, extensionDids.extension_id))
    .innerJoin(accounts, eq(accounts.id, extensions.account_id))
    .leftJoin(users, eq(users.id, accounts.type_id))
    .where(eq(extensionDids.did_id, didId));
}

/** The owners of the DIDs an extension rings, for an extension moving to another account. */
export async function findOwnersOfDidsOfExtension(tx: Executor, extensionId: number) {
  const didAccounts = alias(accounts, 'did_accounts');
  return tx
    .selectDistinct({ ownerId: didAccounts.type_id, name: users.name, number: dids.number })
    .from(extensionDids)
    .innerJoin(dids, eq(dids.id, extensionDids.did_id))
    .innerJoin(didAccounts, eq(didAccounts.id, dids.account_id))
    .leftJoin(users, eq(users.id, didAccounts.type_id))
    .where(eq(extensionDids.extension_id, extensionId));
}

/** A DID taken off an extension stops being its main DID. */
export async function clearMainDid(tx: Executor, extensionId: number, didId: number) {
  await tx
    .update(extensions)
    .set({ did_id: null })
    .where(and(eq(extensions.id, extensionId), eq(extensions.did_id, didId)));
}

/** What goes with an extension when it is deleted. */
export async function countDependents(tx: Executor, extensionId: number) {
  const [devices] = await tx.select({ total: count() }).from(extensionDevices).where(eq(extensionDevices.extension_id, extensionId));
  const [assigned] = await tx.select({ total: count() }).from(extensionDids).where(eq(extensionDids.extension_id, extensionId));
  return { devices: devices.total, dids: assigned.total };
}

/** A device of the extension whose username another registration of `domainId` already has. */
export async function findDeviceClash(tx: Executor, extensionId: number, domainId: number) {
  const others = alias(extensionDevices, 'others');
  const [clash] = await tx
    .select({ username: extensionDevices.username })
    .from(extensionDevices)
    .innerJoin(
      others,
      and(eq(others.domain_id, domainId), ne(others.extension_id, extensionId), sql`lower(${others.username}) = lower(${extensionDevices.username})`),
    )
    .where(eq(extensionDevices.extension_id, extensionId))
    .limit(1);
  return clash?.username;
}

export async function moveDevicesToDomain(tx: Executor, extensionId: number, domainId: number) {
  await tx.update(extensionDevices).set({ domain_id: domainId }).where(eq(extensionDevices.extension_id, extensionId));
}

export async function findDomainName(tx: Executor, domainId: number) {
  const [found] = await tx.select({ name: domains.name }).from(domains).where(eq(domains.id, domainId));
  return found?.name;
}

export async function findSealedDevicePassword(tx: Executor, extensionId: number, deviceId: number) {
  const [found] = await tx
    .select({ password: extensionDevices.password })
    .from(extensionDevices)
    .where(and(eq(extensionDevices.id, deviceId), eq(extensionDevices.extension_id, extensionId)));
  return found?.password;
}

/**
 * The highest all-digit username among a domain's extensions and device registrations, or null
 * when there is none. Usernames longer than 9 digits are phone numbers rather than extensions.
 */
export async function findHighestExtensionNumber(tx: Executor, domainId: number): Promise<number | null> {
  const result = await tx.execute<{ highest: string | null }>(sql`
    select max(username::bigint)::text as highest from (
      select username from ${extensions} where domain_id = ${domainId} and username ~ '^[0-9]{1,9}$'
      union all
      select username from ${extensionDevices} where domain_id = ${domainId} and username ~ '^[0-9]{1,9}$'
    ) as taken`);
  const highest = result.rows[0]?.highest;
  return highest === null || highest === undefined ? null : Number(highest);
}
