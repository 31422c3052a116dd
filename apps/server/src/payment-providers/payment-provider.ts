import type { PaymentProviderName } from '@ringledger/contract';

/** What a checkout is started for: our reference, the amount in the currency's minor unit, and where the payer comes back to. */
export interface CheckoutRequest {
  reference: string;
  amountMinor: number;
  currency: string;
  /** The payer's address, which some providers require for their receipt. */
  email: string | null;
  /** The console's verify page for this payment. */
  callbackUrl: string;
  /** What the payer sees they are paying for. */
  description: string;
}

export interface Checkout {
  /** Where to send the payer's browser. */
  url: string;
  /** The provider's own id for the payment, when it gives one at once. */
  providerReference: string | null;
}

/** How the provider says a payment stands; a success carries what it actually took, which is what gets credited. */
export type ProviderVerdict =
  | { status: 'success'; amountMinor: number; currency: string; providerReference: string | null; providerStatus: string }
  | { status: 'failed'; reason: string; providerStatus: string }
  | { status: 'pending'; providerStatus: string | null };

/** A payment as the provider is asked about it. */
export interface ProviderPayment {
  reference: string;
  providerReference: string | null;
  providerStatus: string | null;
  amountMinor: number;
  currency: string;
}

/**
 * What a webhook call says, once its signature is checked: nothing to trust (unsigned), or the
 * payment it names (null for an event about something else) and, where the signed event itself
 * says how the payment stands, that; otherwise the provider is asked.
 */
export type WebhookReading = { isSigned: false } | { isSigned: true; reference: string | null; verdict: ProviderVerdict | null };

export type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * One card payment provider behind the one small interface the recharge flow uses: start a
 * checkout, ask how a payment stands, and read the provider's signed webhook calls.
 */
export interface PaymentProvider {
  name: Exclude<PaymentProviderName, 'none'>;
  /** No card is charged: the console says so wherever money is taken. */
  isTestMode: boolean;
  /** Why the provider cannot take this amount (in the minor unit) in this currency, if it cannot: the payer is told before any payment starts. */
  refuseAmount?(amountMinor: number, currency: string): string | undefined;
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  check(payment: ProviderPayment): Promise<ProviderVerdict>;
  /** Providers that call back (Paystack, Stripe); the sandbox has no webhook. */
  readWebhook?(rawBody: Buffer, headers: RequestHeaders): WebhookReading;
}

/** A provider that answered what we cannot read, or not at all: the payer may try again, nothing was credited. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider}: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}
