import type { PaymentStatus } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import type { AppServices } from '../../resources/behaviour.js';
import { toMinor } from '../../payment-providers/index.js';
import { settlePayment } from './settle-payment.js';
import type { PaymentRow } from './payments.queries.js';

/**
 * How a payment stands, asking its provider while it is pending and settling it with the answer.
 * A provider that cannot be asked now (unreachable, or no longer the platform's) leaves it
 * pending: asking again later settles it, and nothing is credited meanwhile.
 */
export async function verifyPayment(db: Database, services: AppServices, payment: PaymentRow): Promise<PaymentStatus> {
  if (payment.status !== 'pending') return payment.status as PaymentStatus;
  const provider = services.payments;
  if (!provider || provider.name !== payment.provider) {
    services.log.warn({ reference: payment.reference, provider: payment.provider }, 'payment made through a provider that is no longer configured');
    return 'pending';
  }
  const verdict = await provider
    .check({
      reference: payment.reference,
      providerReference: payment.provider_reference,
      providerStatus: payment.provider_status,
      amountMinor: toMinor(payment.amount),
      currency: payment.currency,
    })
    .catch((error: unknown) => {
      services.log.warn({ err: error, reference: payment.reference }, 'could not verify the payment with its provider');
      return undefined;
    });
  if (!verdict) return 'pending';
  return settlePayment(db, { reference: payment.reference, verdict, log: services.log });
}
