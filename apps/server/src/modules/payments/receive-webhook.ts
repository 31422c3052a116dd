import type { FastifyRequest } from 'fastify';
import type { PaymentProviderName } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { AppServices } from '../../resources/behaviour.js';
import { findPayment } from './payments.queries.js';
import { settlePayment } from './settle-payment.js';
import { verifyPayment } from './verify-payment.js';

/**
 * A provider's webhook call: refused unless its signature holds; an event about one of our
 * payments settles it (from the signed event where it says how the payment stands, otherwise by
 * asking the provider), exactly once whatever else is settling it. Anything else signed is
 * acknowledged, so the provider stops retrying it.
 */
export async function receiveWebhook(db: Database, services: AppServices, request: FastifyRequest, provider: Exclude<PaymentProviderName, 'none' | 'sandbox'>) {
  const configured = services.payments;
  if (configured?.name !== provider || !configured.readWebhook)
    throw new AppError('NOT_FOUND', 'No such webhook: card payments on this platform go through another provider');
  const reading = configured.readWebhook(request.rawBody ?? Buffer.alloc(0), request.headers);
  if (!reading.isSigned) {
    services.log.warn({ provider, ip: request.ip }, 'webhook refused: its signature does not hold');
    throw new AppError('UNAUTHORIZED', 'The signature of this webhook does not hold');
  }
  const payment = reading.reference ? await findPayment(db, reading.reference) : undefined;
  if (!payment || payment.provider !== provider) return { received: true } as const;
  if (reading.verdict) await settlePayment(db, { reference: payment.reference, verdict: reading.verdict, log: services.log });
  else await verifyPayment(db, services, payment);
  return { received: true } as const;
}
