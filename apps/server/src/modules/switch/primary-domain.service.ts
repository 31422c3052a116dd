import type { Executor } from '../../db/client.js';
import { badRequest, conflict } from '../../errors/app-error.js';
import { clearPrimaryDomain, hasPrimaryDomain, lockPrimaryDomain } from './domains.queries.js';

const STAYS_PRIMARY = 'The primary domain stays primary until another domain is made primary';

/**
 * Exactly one domain is primary once there is any: the first one is, and making another primary
 * un-primaries the old one in the same transaction. Answers whether the new domain is primary.
 */
export async function primaryForNewDomain(options: { tx: Executor; isPrimary: boolean }) {
  await lockPrimaryDomain(options.tx);
  if (options.isPrimary) {
    await clearPrimaryDomain(options.tx);
    return true;
  }
  return !(await hasPrimaryDomain(options.tx));
}

/** A domain made primary takes over from the old one; the primary one is never simply un-primaried. */
export async function applyPrimaryChange(options: { tx: Executor; id: number; wasPrimary: boolean; isPrimary: boolean | undefined }) {
  if (options.isPrimary === undefined || options.isPrimary === options.wasPrimary) return;
  if (!options.isPrimary) throw badRequest(STAYS_PRIMARY, { is_primary: STAYS_PRIMARY });
  await lockPrimaryDomain(options.tx);
  await clearPrimaryDomain(options.tx, options.id);
}

/** The primary domain goes only after another has taken its place. */
export function assertDeletable(options: { isPrimary: boolean }) {
  if (options.isPrimary) throw conflict('The primary domain cannot be deleted; make another domain primary first');
}
