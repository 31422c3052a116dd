import { FIRST_EXTENSION_NUMBER, nextExtensionNumber } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { badRequest } from '../../errors/app-error.js';
import { findHighestExtensionNumber, findPrimaryDomainId } from './extensions.queries.js';

const NO_DOMAIN = 'There is no domain yet: create one under Domains first';

/** GET /extensions/next_number: a dialable username no extension or device of the domain holds. */
export const nextExtensionNumberOperation = implement(nextExtensionNumber, async ({ db, query }) => {
  const domainId = query.domain_id ?? (await findPrimaryDomainId(db));
  if (domainId === undefined) throw badRequest(NO_DOMAIN, { domain_id: NO_DOMAIN });
  const highest = await findHighestExtensionNumber(db, domainId);
  return { username: String(highest === null ? FIRST_EXTENSION_NUMBER : highest + 1) };
});
