import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, callerIds, dids, domains, extensionDevices, extensionDids, extensions, sipProfiles, users } from '../../db/schema/index.js';
import type { SecretBox } from '../../secret-box.js';
import { generatePassword } from '../../modules/session/passwords.js';

/** How many customers get a second extension (a reception line beside their own). */
const WITH_RECEPTION = 9;
const FIRST_EXTENSION = 1001;

interface Line {
  accountId: number;
  callAccountId: number;
  ownerName: string;
  callerId?: number;
  didIds: { id: number; isSimultaneous: boolean }[];
}

/** Each customer's account with its call account, caller id and DIDs, in the order they were made. */
async function customerLines(db: Executor): Promise<Line[]> {
  const rows = await db
    .select({ accountId: accounts.id, callAccountId: callAccounts.id, ownerName: users.name })
    .from(accounts)
    .innerJoin(callAccounts, eq(callAccounts.main_account_id, accounts.id))
    .innerJoin(users, eq(users.id, accounts.type_id))
    .where(eq(accounts.type, 'user'))
    .orderBy(asc(accounts.id));
  const callerIdRows = await db.select({ id: callerIds.id, accountId: callerIds.account_id }).from(callerIds).where(eq(callerIds.enabled, true));
  const didRows = await db.select({ id: dids.id, accountId: dids.account_id, isSimultaneous: dids.simultaneous_extension }).from(dids).orderBy(asc(dids.id));
  return rows.map((row) => ({
    ...row,
    ownerName: row.ownerName ?? 'Customer',
    callerId: callerIdRows.find((callerId) => callerId.accountId === row.accountId)?.id,
    didIds: didRows.filter((did) => did.accountId === row.accountId),
  }));
}

/**
 * About thirty extensions in the primary domain on the internal profile: one per customer line,
 * a reception line for the first few, each with a desk phone (and the first ones a softphone)
 * whose password is sealed; their call accounts are in that domain too. Each customer's first DID is their first extension's main DID; a DID
 * that allows simultaneous extensions rings the reception line too.
 */
export async function seedExtensions(db: Executor, refs: { adminId: number; secrets: SecretBox }) {
  const [domain] = await db.select({ id: domains.id }).from(domains).where(eq(domains.is_primary, true));
  const [internal] = await db
    .select({ id: sipProfiles.id })
    .from(sipProfiles)
    .where(and(eq(sipProfiles.name, 'internal')));
  const lines = await customerLines(db);
  let next = FIRST_EXTENSION;
  for (const [index, line] of lines.entries()) {
    const mainDid = line.didIds[0];
    const own = await insertExtension(db, {
      username: String(next++),
      display_name: line.ownerName,
      domain_id: domain.id,
      account_id: line.accountId,
      call_billing_account_id: line.callAccountId,
      caller_id: line.callerId ?? null,
      did_id: mainDid?.id ?? null,
      profile_id: internal?.id ?? null,
      variables: { user_context: 'default', toll_allow: index % 3 === 0 ? 'domestic,international' : 'domestic' },
      parameters: index % 2 === 0 ? { 'vm-password': String(4000 + index), 'vm-enabled': 'true' } : {},
      local_call: true,
      enabled: index % 11 !== 10,
      created_by_id: refs.adminId,
    });
    const reception =
      index < WITH_RECEPTION
        ? await insertExtension(db, {
            username: String(next++),
            display_name: `${line.ownerName} (Reception)`,
            domain_id: domain.id,
            account_id: line.accountId,
            call_billing_account_id: line.callAccountId,
            caller_id: line.callerId ?? null,
            profile_id: internal?.id ?? null,
            variables: { user_context: 'default', toll_allow: 'domestic' },
            parameters: {},
            local_call: true,
            enabled: true,
            created_by_id: refs.adminId,
          })
        : undefined;
    await seedDevices(db, { extension: own, hasSoftphone: index < 12, ...refs, domainId: domain.id });
    if (reception) await seedDevices(db, { extension: reception, hasSoftphone: false, ...refs, domainId: domain.id });
    const assignments = [
      ...(mainDid ? [{ extension_id: own.id, did_id: mainDid.id }] : []),
      ...(reception && mainDid?.isSimultaneous ? [{ extension_id: reception.id, did_id: mainDid.id }] : []),
      ...(reception && line.didIds[1] ? [{ extension_id: reception.id, did_id: line.didIds[1].id }] : []),
    ];
    if (assignments.length > 0) await db.insert(extensionDids).values(assignments.map((assignment) => ({ ...assignment, created_by_id: refs.adminId })));
  }
  // Each customer's call account names the domain its extensions live in, as an operator's would.
  await db
    .update(callAccounts)
    .set({ domain_id: domain.id })
    .where(
      inArray(
        callAccounts.id,
        lines.map((line) => line.callAccountId),
      ),
    );
}

async function insertExtension(db: Executor, values: typeof extensions.$inferInsert) {
  const [row] = await db.insert(extensions).values(values).returning({ id: extensions.id, username: extensions.username });
  return row;
}

async function seedDevices(
  db: Executor,
  options: { extension: { id: number; username: string }; hasSoftphone: boolean; domainId: number; adminId: number; secrets: SecretBox },
) {
  const kinds = options.hasSoftphone ? ['desk', 'soft'] : ['desk'];
  await db.insert(extensionDevices).values(
    kinds.map((kind) => ({
      extension_id: options.extension.id,
      domain_id: options.domainId,
      username: `${options.extension.username}-${kind}`,
      password: options.secrets.seal(generatePassword(24)),
      description: kind === 'desk' ? 'Desk phone' : 'Softphone',
      created_by_id: options.adminId,
    })),
  );
}
