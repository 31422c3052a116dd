import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYSTACK_SIGNATURE_HEADER } from '@ringledger/contract';
import {
  ProviderUnavailableError,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderVerdict,
  type RequestHeaders,
  type WebhookReading,
} from './payment-provider.js';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
const TIMEOUT_MS = 15_000;

export interface PaystackOptions {
  secretKey: string;
  /** Paystack's API; a local fake in tests. */
  baseUrl?: string;
}

const initialized = z.object({ status: z.literal(true), data: z.object({ authorization_url: z.string(), reference: z.string() }) });
const verified = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    gateway_response: z.string().nullish(),
  }),
});
const refusal = z.object({ message: z.string() });
const chargeEvent = z.object({ event: z.string(), data: z.object({ reference: z.string() }).optional() });

/** Paystack's states that will not turn into a payment any more; the rest (ongoing, pending, processing, queued) may still. */
const FAILED = new Set(['failed', 'abandoned', 'reversed']);

/** A signed Paystack event: HMAC-SHA512 of the raw body under the secret key, hex, compared in constant time. */
export function isPaystackSignatureValid(secretKey: string, rawBody: Buffer, signature: string | undefined) {
  if (!signature) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Paystack (PAYMENT_PROVIDER=paystack): a hosted checkout initialized with our reference, verified by it. */
export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? PAYSTACK_BASE_URL).replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${options.secretKey}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError('paystack', `not reached (${(error as Error).message})`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ProviderUnavailableError('paystack', `${response.status} ${refusal.safeParse(answer).data?.message ?? ''}`.trim());
    return answer;
  }

  return {
    name: 'paystack',
    isTestMode: options.secretKey.startsWith('sk_test_'),
    async startCheckout(request: CheckoutRequest) {
      if (!request.email) throw new ProviderUnavailableError('paystack', 'the payer has no e-mail address');
      const answer = initialized.safeParse(
        await call('POST', '/transaction/initialize', {
          email: request.email,
          amount: String(request.amountMinor),
          currency: request.currency,
          reference: request.reference,
          callback_url: request.callbackUrl,
          metadata: { description: request.description },
        }),
      );
      if (!answer.success) throw new ProviderUnavailableError('paystack', 'initialize answered what it documents no way');
      return { url: answer.data.data.authorization_url, providerReference: null };
    },
    async check(payment: ProviderPayment): Promise<ProviderVerdict> {
      const answer = verified.safeParse(await call('GET', `/transaction/verify/${encodeURIComponent(payment.reference)}`));
      if (!answer.success) throw new ProviderUnavailableError('paystack', 'verify answered what it documents no way');
      const { data } = answer.data;
      if (data.status === 'success') {
        return {
          status: 'success',
          amountMinor: data.amount,
          currency: data.currency.toUpperCase(),
          providerReference: String(data.id),
          providerStatus: data.status,
        };
      }
      if (FAILED.has(data.status)) return { status: 'failed', reason: data.gateway_response || `Paystack says ${data.status}`, providerStatus: data.status };
      return { status: 'pending', providerStatus: data.status };
    },
    // Only charge.success credits; the payment is then verified with Paystack by its reference, never taken from the event alone.
    readWebhook(rawBody: Buffer, headers: RequestHeaders): WebhookReading {
      const signature = headers[PAYSTACK_SIGNATURE_HEADER];
      if (!isPaystackSignatureValid(options.secretKey, rawBody, typeof signature === 'string' ? signature : undefined)) return { isSigned: false };
      const event = chargeEvent.safeParse(JSON.parse(rawBody.toString('utf8')));
      const reference = event.success && event.data.event === 'charge.success' ? (event.data.data?.reference ?? null) : null;
      return { isSigned: true, reference, verdict: null };
    },
  };
}
