import { createStripeProvider } from '../payment-providers/stripe.js';
import { startFakeHttp } from './fake-http.js';

export const STRIPE_SECRET_KEY = 'sk_test_ringledger_stripe';
export const STRIPE_WEBHOOK_SECRET = 'whsec_ringledger_test';

/**
 * Stripe's Checkout Session create and retrieve calls on a local port, answered from the sessions
 * it holds, with the Stripe provider pointed at it. A session's checkout page is
 * https://checkout.stripe.test/<id>, which no browser reaches: tests route it themselves.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const fake = await startFakeHttp((request) => {
    if (request.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) return { status: 401, json: { error: { message: 'Invalid API Key provided' } } };
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(request.body);
      const id = `cs_test_${sessions.size + 1}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { reference: form.get('metadata[reference]') },
        success_url: form.get('success_url'),
      };
      sessions.set(id, session);
      return { json: session };
    }
    const found = sessions.get(request.path.replace('/v1/checkout/sessions/', ''));
    return found ? { json: found } : { status: 404, json: { error: { message: 'No such checkout.session' } } };
  });
  return {
    provider: createStripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: fake.url }),
    sessions,
    /** The Checkout Session opened for our payment reference, or an empty object. */
    sessionOf: (reference: string) => [...sessions.values()].find((session) => session.client_reference_id === reference) ?? {},
    close: fake.close,
  };
}
