import { randomBytes } from 'node:crypto';
import { isWholeUnitCurrency, startRecharge, wholeUnitsMessage } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { SettingsCache } from '../../settings/settings-cache.js';
import { ProviderUnavailableError, toMajor, toMinor, type PaymentProvider } from '../../payment-providers/index.js';
import { findPayer, findPayment, insertPayment, updatePayment } from './payments.queries.js';

const PAYMENTS_OFF = 'Card payments are turned off on this platform; ask your operator to recharge your line';
const PROVIDER_DOWN = 'The payment provider could not start the payment; please try again in a moment';

/** Ours, unguessable, and what every provider call and the payer's statement name. */
const newReference = () => `RL-${randomBytes(10).toString('hex').toUpperCase()}`;

/** The Minimum and Maximum Card Recharge configurations, in the minor unit the amount is sent in; whole units where the currency has no smaller one; and what the provider can take. */
function assertPayable(amountMinor: number, settings: SettingsCache, provider: PaymentProvider) {
  const currency = settings.get('currency');
  const [min, max] = [settings.get('recharge_min'), settings.get('recharge_max')];
  const message =
    amountMinor < toMinor(min, 'up')
      ? `Amount must be at least ${min} ${currency}`
      : amountMinor > toMinor(max)
        ? `Amount must be at most ${max} ${currency}`
        : isWholeUnitCurrency(currency) && amountMinor % 100 !== 0
          ? wholeUnitsMessage(currency)
          : provider.refuseAmount?.(amountMinor, currency);
  if (message) throw badRequest(message, { amount: message });
}

/** The verify page of the console the provider sends the payer back to. */
const verifyPath = (lineId: number, reference: string) => `/users/call_accounts/${lineId}/recharge/verify/${reference}`;

/**
 * POST /users/call_accounts/{id}/recharge: a pending payment of the caller's own line (ownership is
 * checked before this runs), then the provider's checkout for it. A provider that cannot start
 * one fails the payment and answers 502; nothing is credited until the provider confirms.
 */
export const startRechargeOperation = implement(startRecharge, async ({ db, params, body, request, services }) => {
  const provider = services.payments;
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_OFF);
  assertPayable(body.amount, services.settings, provider);
  const principal = principalOf(request);
  const reference = newReference();
  const currency = services.settings.get('currency');
  await insertPayment(db, {
    reference,
    call_account_id: params.id,
    amount: toMajor(body.amount),
    currency,
    provider: provider.name,
    created_by_id: principal.userId,
  });
  const path = verifyPath(params.id, reference);
  try {
    const checkout = await provider.startCheckout({
      reference,
      amountMinor: body.amount,
      currency,
      email: (await findPayer(db, principal.userId))?.email ?? null,
      callbackUrl: provider.name === 'sandbox' ? path : `${services.mail.consoleUrl.replace(/\/+$/, '')}${path}`,
      description: `Recharge of line ${params.id}`,
    });
    const payment = await findPayment(db, reference);
    if (payment) await updatePayment(db, payment.id, { provider_reference: checkout.providerReference });
    return { url: checkout.url, reference };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    services.log.error({ err: error, reference }, 'the payment provider could not start a payment');
    const payment = await findPayment(db, reference);
    if (payment) await updatePayment(db, payment.id, { status: 'failed', failure_reason: 'The provider could not start it', completed_at: new Date() });
    throw new AppError('BAD_GATEWAY', PROVIDER_DOWN);
  }
});
