import type { PaymentProviderName } from '@ringledger/contract';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createPaystackProvider } from './paystack.js';
import { createStripeProvider } from './stripe.js';

export interface PaymentSettings {
  provider: PaymentProviderName;
  paystack?: { secretKey?: string; baseUrl?: string };
  stripe?: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
}

/** The provider PAYMENT_PROVIDER names, or null when card payments are off; a real one without its keys refuses to start. */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider | null {
  switch (settings.provider) {
    case 'none':
      return null;
    case 'sandbox':
      return createSandboxProvider();
    case 'paystack': {
      const secretKey = settings.paystack?.secretKey;
      if (!secretKey) throw new Error('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY');
      return createPaystackProvider({ secretKey, baseUrl: settings.paystack?.baseUrl });
    }
    case 'stripe': {
      const { secretKey, webhookSecret, apiUrl } = settings.stripe ?? {};
      if (!secretKey || !webhookSecret) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      return createStripeProvider({ secretKey, webhookSecret, apiUrl });
    }
  }
}

export type { PaymentProvider, ProviderVerdict, WebhookReading } from './payment-provider.js';
export { ProviderUnavailableError } from './payment-provider.js';
export { toMajor, toMinor } from './minor-units.js';
export { SANDBOX_DECISIONS } from './sandbox.js';
export { describePaymentMode } from './payment-mode.js';
