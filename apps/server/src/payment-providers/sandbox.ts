import type { PaymentProvider, ProviderPayment, ProviderVerdict } from './payment-provider.js';

/** The test card holder's answers on the sandbox checkout page, kept as the payment's provider status. */
export const SANDBOX_DECISIONS = { pay: 'paid', decline: 'declined' } as const;

/**
 * Ringledger's own test checkout (PAYMENT_PROVIDER=sandbox; the default on a database seeded with the demo): the payer is sent to
 * /pay/sandbox/{reference}, where Pay or Decline stands for the card holder's answer. No card is
 * charged; the flow, the verification and the ledger credit are the real ones.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    isTestMode: true,
    async startCheckout(request) {
      // Within the console the payer is already in, so a path: it works whatever address they reached it by.
      return { url: `/pay/sandbox/${request.reference}`, providerReference: request.reference };
    },
    async check(payment: ProviderPayment): Promise<ProviderVerdict> {
      if (payment.providerStatus === SANDBOX_DECISIONS.pay) {
        return {
          status: 'success',
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          providerReference: payment.reference,
          providerStatus: 'paid',
        };
      }
      if (payment.providerStatus === SANDBOX_DECISIONS.decline) return { status: 'failed', reason: 'The test card was declined', providerStatus: 'declined' };
      return { status: 'pending', providerStatus: payment.providerStatus };
    },
  };
}
