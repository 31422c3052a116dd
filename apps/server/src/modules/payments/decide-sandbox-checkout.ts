import { decideSandboxCheckout } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { conflict } from '../../errors/app-error.js';
import { SANDBOX_DECISIONS } from '../../payment-providers/index.js';
import { updatePayment } from './payments.queries.js';
import { findOwnSandboxPayment } from './show-sandbox-checkout.js';

/**
 * POST /payments/sandbox/{reference}: the test card holder's Pay or Decline, kept as the
 * provider's answer; the payer is then sent back to verify it, as a real provider would.
 */
export const decideSandboxCheckoutOperation = implement(decideSandboxCheckout, async ({ db, params, body, request, services }) => {
  const { payment } = await findOwnSandboxPayment(db, services, params.reference, principalOf(request).userId);
  if (payment.status !== 'pending') throw conflict(`This payment is already ${payment.status === 'success' ? 'paid' : 'failed'}`);
  await updatePayment(db, payment.id, { provider_status: SANDBOX_DECISIONS[body.decision] });
  return { url: `/users/call_accounts/${payment.call_account_id}/recharge/verify/${payment.reference}` };
});
