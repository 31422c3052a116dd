import { listUserPhones } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { findUserPhones } from './user-phones.queries.js';

/** GET /users/phones: the caller's own extensions; a person has few, so one page holds them all. */
export const listUserPhonesOperation = implement(listUserPhones, async ({ db, request }) => {
  const results = await findUserPhones(db, principalOf(request).userId);
  return { results, total: results.length };
});
