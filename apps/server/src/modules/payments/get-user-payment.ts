import { getUserPayment } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { notFound } from '../../errors/app-error.js';
import { findUserPayment } from './user-payments.queries.js';

/** GET /users/payments/{reference}: one receipt of the caller's own; another's is the same 404 as none. */
export const getUserPaymentOperation = implement(getUserPayment, async ({ db, params, request }) => {
  const found = await findUserPayment(db, principalOf(request).userId, params.reference);
  if (!found) throw notFound('Payment');
  return found;
});
