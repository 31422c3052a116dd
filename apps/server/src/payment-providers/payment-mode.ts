import type { PaymentProvider } from './payment-provider.js';

const GO_LIVE = 'Set PAYMENT_PROVIDER (paystack or stripe, with its keys) before going live.';

/**
 * The start banner's line on card payments, loudest when no card is charged, so nobody goes live
 * on the test checkout by mistake, and saying why when PAYMENT_PROVIDER was left unset (the
 * default follows the database: the sandbox only where the demo was seeded).
 */
export function describePaymentMode(payments: PaymentProvider | null, { isProviderSet }: { isProviderSet: boolean }) {
  if (!payments) {
    return isProviderSet
      ? 'Card payments: off (PAYMENT_PROVIDER=none)'
      : 'Card payments: off, as PAYMENT_PROVIDER is not set. Set it to paystack or stripe (with its keys) to take card recharges, or to sandbox to try them without charging a card.';
  }
  if (payments.name === 'sandbox') {
    const why = isProviderSet ? '' : ', the default on a database seeded with the demo';
    return `Card payments: TEST MODE, the sandbox checkout${why}: no card is charged, and any self-service user can credit their own line. ${GO_LIVE}`;
  }
  return `Card payments: ${payments.name}${payments.isTestMode ? ' with test keys: no real card is charged' : ''}`;
}
