import { stripeWebhook } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { receiveWebhook } from './receive-webhook.js';

/** POST /payments/stripe/webhook: checkout.session.completed, signed with Stripe-Signature. */
export const stripeWebhookOperation = implement(stripeWebhook, async ({ db, request, services }) => receiveWebhook(db, services, request, 'stripe'));
