import { verifyRecharge } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { notFound } from '../../errors/app-error.js';
import { findBalance, findPayment } from './payments.queries.js';
import { verifyPayment } from './verify-payment.js';

/** GET /users/call_accounts/{id}/recharge/verify/{reference}: the caller's own line (checked before), one of its payments, settled if it can be. */
export const verifyRechargeOperation = implement(verifyRecharge, async ({ db, params, services }) => {
  const payment = await findPayment(db, params.reference);
  if (!payment || payment.call_account_id !== params.id) throw notFound('Payment');
  const status = await verifyPayment(db, services, payment);
  return { status, balance: await findBalance(db, params.id) };
});
