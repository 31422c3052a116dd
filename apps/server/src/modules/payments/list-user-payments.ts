import { listUserPayments } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { findUserPayments } from './user-payments.queries.js';

/** GET /users/payments: the caller's own payment history, kept to their lines inside the query. */
export const listUserPaymentsOperation = implement(listUserPayments, ({ db, query, request }) => findUserPayments(db, principalOf(request).userId, query));
