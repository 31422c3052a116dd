import { showSandboxCheckout } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { notFound } from '../../errors/app-error.js';
import type { AppServices } from '../../resources/behaviour.js';
import type { Executor } from '../../db/client.js';
import { findOwnPayment } from './payments.queries.js';

/** A sandbox payment of the caller's own line; anything else (another's, a real provider's, none) is the same 404. */
export async function findOwnSandboxPayment(db: Executor, services: AppServices, reference: string, userId: number) {
  const found = services.payments?.name === 'sandbox' ? await findOwnPayment(db, reference, userId) : undefined;
  if (!found || found.payment.provider !== 'sandbox') throw notFound('Payment');
  return found;
}

/** GET /payments/sandbox/{reference}: what the test checkout shows. */
export const showSandboxCheckoutOperation = implement(showSandboxCheckout, async ({ db, params, request, services }) => {
  const { payment, line } = await findOwnSandboxPayment(db, services, params.reference, principalOf(request).userId);
  return { reference: payment.reference, amount: payment.amount, currency: payment.currency, status: payment.status, line };
});
