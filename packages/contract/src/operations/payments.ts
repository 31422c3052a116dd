import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { errorSchema, listAnswerSchema, listQuerySchema } from '../list-query.js';
import { strictQuery } from '../resource.js';
import { money } from '../fields.js';

/** Spec README: `PAYMENT_PROVIDER`; sandbox is Ringledger's own test checkout, none turns card recharge off. */
export const PAYMENT_PROVIDERS = ['sandbox', 'paystack', 'stripe', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment's reference (Ringledger makes them `RL-…`): what the payer's statement and every provider call name; an unknown one is a 404. */
export const paymentReference = z.string({ error: 'Reference is required' }).min(1, 'Reference is required').max(64, 'Reference is too long');

/**
 * Spec 02 §7: the amount in the currency's minor unit (the typed value × 100), a whole positive
 * number; the limits are the Minimum and Maximum Card Recharge configurations.
 */
export const rechargeBody = z.strictObject({
  amount: z
    .number({ error: 'Amount is required' })
    .int('Amount must be a whole number of the smallest unit (cents, kobo)')
    .positive('Amount must be greater than 0')
    .max(Number.MAX_SAFE_INTEGER, 'Amount is too large'),
});

export const rechargeAnswer = z.object({ url: z.string(), reference: z.string() });

export const startRecharge = defineOperation({
  name: 'start-recharge',
  method: 'POST',
  path: '/users/call_accounts/:id/recharge',
  access: { label: 'SELF_SERVICE', action: 'create' },
  ownRow: 'call_accounts',
  tag: 'self-service',
  summary: 'Start a card payment recharging one of your lines',
  description:
    "Only the owner of the line may recharge it (404 for anyone else). Answers where to send the browser (the payment provider's page) and " +
    "the payment's reference; the provider sends the payer back to the console's verify page. 503 when card payments are turned off.",
  body: rechargeBody,
  answers: { 200: rechargeAnswer, 503: errorSchema },
  example: { body: { amount: 50_000 } },
});

export const verifyAnswer = z.object({ status: z.enum(PAYMENT_STATUSES), balance: money });

export const verifyRecharge = defineOperation({
  name: 'verify-recharge',
  method: 'GET',
  path: '/users/call_accounts/:id/recharge/verify/:reference',
  params: { reference: paymentReference },
  access: { label: 'SELF_SERVICE', action: 'view' },
  ownRow: 'call_accounts',
  tag: 'self-service',
  summary: 'Ask how a card payment stands, crediting the line once the provider confirms it',
  description:
    'Asks the provider about a pending payment and credits the line with the amount and currency the provider confirms, exactly once however ' +
    'often it is asked; a payment already settled is answered as it stands. Only the owner of the line may ask (404 otherwise).',
  answers: { 200: verifyAnswer },
});

/** What Ringledger's own test checkout shows: how much, in what, for which line, and whether it is still open. */
export const sandboxCheckout = z.object({
  reference: z.string(),
  amount: money,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  line: z.object({ id: z.number(), number: z.string(), name: z.string() }),
});

/** Where the test checkout of one payment lives: read by the checkout page, answered by its Pay and Decline. */
const sandboxCheckoutAddress = { path: '/payments/sandbox/:reference', params: { reference: paymentReference }, tag: 'payments' } as const;

export const showSandboxCheckout = defineOperation({
  name: 'show-sandbox-checkout',
  method: 'GET',
  ...sandboxCheckoutAddress,
  access: { label: 'SELF_SERVICE', action: 'view' },
  summary: 'The test checkout of one of your payments (PAYMENT_PROVIDER=sandbox)',
  description: 'Only while payments are in test mode, and only for the payer (404 otherwise). No card is charged.',
  answers: { 200: sandboxCheckout },
});

export const sandboxDecision = z.strictObject({
  decision: z.enum(['pay', 'decline'], { error: 'Decision must be pay or decline' }),
});

export const decideSandboxCheckout = defineOperation({
  name: 'decide-sandbox-checkout',
  method: 'POST',
  ...sandboxCheckoutAddress,
  access: { label: 'SELF_SERVICE', action: 'create' },
  summary: 'Pay or decline a test checkout, as a card holder would on a real provider',
  description:
    "Records the test card holder's answer as the provider's, then answers where the provider would send the payer back (the verify page). " +
    'The credit itself happens there, as with a real provider. Only while payments are in test mode, and only for the payer.',
  body: sandboxDecision,
  answers: { 200: z.object({ url: z.string() }) },
  example: { body: { decision: 'pay' } },
});

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** A provider's signed event callback: public, read as raw bytes so the signature can be checked, always answered 200 once signed. */
function providerWebhook(provider: 'paystack' | 'stripe', text: { summary: string; description: string }) {
  return defineOperation({
    name: `${provider}-webhook`,
    method: 'POST',
    path: `/payments/${provider}/webhook`,
    access: 'public',
    rawBody: true,
    tag: 'payments',
    ...text,
    body: z.unknown(),
    answers: { 200: z.object({ received: z.literal(true) }) },
  });
}

export const paystackWebhook = providerWebhook('paystack', {
  summary: "Paystack's events (charge.success), signed with the secret key",
  description:
    'Accepted only with a valid x-paystack-signature (HMAC-SHA512 of the raw body under PAYSTACK_SECRET_KEY); the payment is then verified ' +
    'with Paystack by its reference and credited once. Answers 200 to every signed event, so Paystack stops retrying.',
});

export const stripeWebhook = providerWebhook('stripe', {
  summary: "Stripe's events (checkout.session.completed), signed with the webhook secret",
  description:
    'Accepted only with a valid Stripe-Signature under STRIPE_WEBHOOK_SECRET; a completed and paid Checkout Session credits its payment once. ' +
    'Answers 200 to every signed event, so Stripe stops retrying.',
});

/**
 * One of the signed-in user's card payments, as its receipt and their history show it: which line,
 * how much, and how it ended (a failed one with the reason the provider gave, a declined card
 * saying so); `balance_after` is the line's balance right after this payment's credit, on a paid one.
 */
export const userPayment = z.object({
  id: z.number(),
  reference: z.string(),
  line: z.object({ id: z.number(), number: z.string(), name: z.string() }),
  amount: money,
  currency: z.string(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  failure_reason: z.string().nullable(),
  balance_after: money.nullable(),
  created_at: z.date(),
  completed_at: z.date().nullable(),
});
export type UserPayment = z.infer<typeof userPayment>;

export const userPaymentsQuery = strictQuery(listQuerySchema([]).pick({ page: true, limit: true }).shape);

export const listUserPayments = defineOperation({
  name: 'list-user-payments',
  method: 'GET',
  path: '/users/payments',
  access: { label: 'SELF_SERVICE', action: 'list' },
  tag: 'self-service',
  summary: "The signed-in user's card payments, newest first",
  description: 'Every recharge the signed-in user started on their own lines, paid, failed or still pending, newest first, paged; nobody else’s.',
  query: userPaymentsQuery,
  answers: { 200: listAnswerSchema(userPayment) },
  example: { query: { page: '1', limit: '20' } },
});

/** One payment's receipt: the payment, and the line's balance now. */
export const userPaymentReceipt = userPayment.extend({ line_balance: money });

export const getUserPayment = defineOperation({
  name: 'get-user-payment',
  method: 'GET',
  path: '/users/payments/:reference',
  params: { reference: paymentReference },
  access: { label: 'SELF_SERVICE', action: 'view' },
  tag: 'self-service',
  summary: 'One of your card payments, as its receipt shows it',
  description:
    'The payment and its line’s balance now; a pending one is answered as it stands (the verify call settles it). ' +
    'Only the payer’s own: any other reference answers 404.',
  answers: { 200: userPaymentReceipt },
});
