import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, dids, domains, extensionDevices, extensionDids, extensions } from '../../db/schema/index.js';

/** An extension is the user's when the account it belongs to is theirs: the one condition every self-service read of phones keeps. */
const ownAccount = (userId: number) => and(eq(accounts.type, 'user'), eq(accounts.type_id, userId));

/** The user's own extensions, oldest first, each with its domain, line, DIDs and devices (never a device's password). */
export async function findUserPhones(db: Executor, userId: number) {
  const rows = await db
    .select({
      id: extensions.id,
      username: extensions.username,
      display_name: extensions.display_name,
      domain: domains.name,
      enabled: extensions.enabled,
      line_id: callAccounts.id,
      line_number: callAccounts.number,
      line_name: callAccounts.name,
    })
    .from(extensions)
    .innerJoin(accounts, eq(accounts.id, extensions.account_id))
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .leftJoin(callAccounts, eq(callAccounts.id, extensions.call_billing_account_id))
    .where(ownAccount(userId))
    .orderBy(asc(extensions.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [ringing, devices] = await Promise.all([
    db
      .select({ extension_id: extensionDids.extension_id, id: dids.id, number: dids.number })
      .from(extensionDids)
      .innerJoin(dids, eq(dids.id, extensionDids.did_id))
      .where(inArray(extensionDids.extension_id, ids))
      .orderBy(asc(dids.number)),
    db
      .select({
        extension_id: extensionDevices.extension_id,
        id: extensionDevices.id,
        username: extensionDevices.username,
        description: extensionDevices.description,
        enabled: extensionDevices.enabled,
      })
      .from(extensionDevices)
      .where(inArray(extensionDevices.extension_id, ids))
      .orderBy(asc(extensionDevices.id)),
  ]);
  return rows.map(({ line_id, line_number, line_name, ...extension }) => ({
    ...extension,
    line: line_id === null || line_number === null || line_name === null ? null : { id: line_id, number: line_number, name: line_name },
    dids: ringing.filter((did) => did.extension_id === extension.id).map(({ id, number }) => ({ id, number })),
    devices: devices.filter((device) => device.extension_id === extension.id).map(({ extension_id: _, ...device }) => device),
  }));
}

/** The sealed SIP password of a device on one of the user's own extensions; undefined for anyone else's, or none. */
export async function findOwnSealedDevicePassword(db: Executor, userId: number, deviceId: number) {
  const [found] = await db
    .select({ password: extensionDevices.password })
    .from(extensionDevices)
    .innerJoin(extensions, eq(extensions.id, extensionDevices.extension_id))
    .innerJoin(accounts, eq(accounts.id, extensions.account_id))
    .where(and(eq(extensionDevices.id, deviceId), ownAccount(userId)));
  return found?.password;
}
