import { paystackWebhook } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { receiveWebhook } from './receive-webhook.js';

/** POST /payments/paystack/webhook: charge.success, signed with x-paystack-signature. */
export const paystackWebhookOperation = implement(paystackWebhook, async ({ db, request, services }) => receiveWebhook(db, services, request, 'paystack'));
