import Stripe from 'stripe';
import { STRIPE_SIGNATURE_HEADER } from '@ringledger/contract';
import {
  ProviderUnavailableError,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderVerdict,
  type RequestHeaders,
  type WebhookReading,
} from './payment-provider.js';
import { fromStripeAmount, stripeAmountProblem, toStripeAmount } from './stripe-amounts.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API when not api.stripe.com (a local fake in tests): `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

/** Where the official client sends its calls: Stripe itself, or the host, port and protocol of `apiUrl`. */
function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  return { ...base, host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** A Checkout Session as a verdict: paid is a success for the amount and currency Stripe took; expired will not be paid any more. */
export function verdictOfSession(session: Stripe.Checkout.Session): ProviderVerdict {
  if (session.payment_status === 'paid' && session.amount_total !== null && session.currency) {
    const amountMinor = fromStripeAmount(session.amount_total, session.currency);
    if (amountMinor === undefined)
      return { status: 'failed', reason: 'Stripe took a fraction of a hundredth, which the ledger cannot credit', providerStatus: 'paid' };
    return {
      status: 'success',
      amountMinor,
      currency: session.currency.toUpperCase(),
      providerReference: session.id,
      providerStatus: 'paid',
    };
  }
  if (session.status === 'expired') return { status: 'failed', reason: 'The Stripe checkout expired unpaid', providerStatus: 'expired' };
  return { status: 'pending', providerStatus: session.payment_status };
}

/** Stripe (PAYMENT_PROVIDER=stripe): a Checkout Session through the official client, confirmed by checkout.session.completed. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));

  async function calling<T>(what: string, call: () => Promise<T>) {
    try {
      return await call();
    } catch (error) {
      throw new ProviderUnavailableError('stripe', `${what}: ${(error as Error).message}`);
    }
  }

  return {
    name: 'stripe',
    isTestMode: options.secretKey.startsWith('sk_test_'),
    refuseAmount: stripeAmountProblem,
    async startCheckout(request: CheckoutRequest) {
      const session = await calling('creating the checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: request.reference,
          metadata: { reference: request.reference },
          ...(request.email && { customer_email: request.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: toStripeAmount(request.amountMinor, request.currency),
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.callbackUrl,
          cancel_url: request.callbackUrl,
        }),
      );
      if (!session.url) throw new ProviderUnavailableError('stripe', 'the checkout has no page to send the payer to');
      return { url: session.url, providerReference: session.id };
    },
    async check(payment: ProviderPayment) {
      if (!payment.providerReference) return { status: 'pending', providerStatus: null };
      const sessionId = payment.providerReference;
      return verdictOfSession(await calling('reading the checkout', () => stripe.checkout.sessions.retrieve(sessionId)));
    },
    // The signed event carries the session as Stripe holds it, so it is read as it stands.
    readWebhook(rawBody: Buffer, headers: RequestHeaders): WebhookReading {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, typeof signature === 'string' ? signature : '', options.webhookSecret);
      } catch {
        return { isSigned: false };
      }
      if (event.type !== 'checkout.session.completed') return { isSigned: true, reference: null, verdict: null };
      const session = event.data.object;
      return { isSigned: true, reference: session.client_reference_id ?? session.metadata?.reference ?? null, verdict: verdictOfSession(session) };
    },
  };
}
