import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors/app-error.js';
import { toMajor, toMinor, type ProviderVerdict } from '../../payment-providers/index.js';
import { postMovement } from '../call-accounts/ledger.service.js';
import { lockPayment, updatePayment, type PaymentRow } from './payments.queries.js';

/** Whether the provider took what was asked: the amount in the same minor unit, in the same currency. */
function mismatchOf(payment: PaymentRow, verdict: Extract<ProviderVerdict, { status: 'success' }>) {
  const asked = { amountMinor: toMinor(payment.amount), currency: payment.currency.toUpperCase() };
  if (verdict.amountMinor === asked.amountMinor && verdict.currency.toUpperCase() === asked.currency) return undefined;
  return `The provider confirmed ${toMajor(verdict.amountMinor)} ${verdict.currency}, not the ${toMajor(asked.amountMinor)} ${asked.currency} asked`;
}

/**
 * Applies what the provider says to a payment, exactly once: the payment is locked, and only a
 * pending one moves, to failed, or to success together with the ledger credit of the amount the
 * provider confirmed, in one transaction. Verify calls, webhooks, repeats and replays that come
 * after (or wait behind) it find it settled and change nothing. Answers the status it is left in.
 */
export async function settlePayment(db: Database, options: { reference: string; verdict: ProviderVerdict; log: FastifyBaseLogger }): Promise<PaymentStatus> {
  const { reference, verdict, log } = options;
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, reference);
    if (!payment) throw notFound('Payment');
    if (payment.status !== 'pending' || verdict.status === 'pending') {
      if (payment.status === 'pending' && verdict.providerStatus) await updatePayment(tx, payment.id, { provider_status: verdict.providerStatus });
      return payment.status as PaymentStatus;
    }
    const completed = { completed_at: new Date(), provider_status: verdict.providerStatus };
    if (verdict.status === 'failed') {
      await updatePayment(tx, payment.id, { ...completed, status: 'failed', failure_reason: verdict.reason.slice(0, 255) });
      return 'failed';
    }
    const mismatch = mismatchOf(payment, verdict);
    if (mismatch) {
      // Never credited on the provider's word alone when it differs from what was asked: an operator looks into it.
      log.error(
        { reference, provider: payment.provider, asked: `${payment.amount} ${payment.currency}`, confirmed: verdict },
        'payment amount mismatch refused',
      );
      await updatePayment(tx, payment.id, { ...completed, status: 'failed', failure_reason: mismatch });
      return 'failed';
    }
    const ledgerLineId = await postMovement(tx, {
      callAccountId: payment.call_account_id,
      type: 'credit',
      amount: toMajor(verdict.amountMinor),
      description: `Card payment ${reference} (${payment.provider})`,
      createdById: payment.created_by_id,
    });
    await updatePayment(tx, payment.id, {
      ...completed,
      status: 'success',
      ledger_transaction_id: ledgerLineId,
      provider_reference: verdict.providerReference ?? payment.provider_reference,
    });
    log.info({ reference, amount: toMajor(verdict.amountMinor), currency: verdict.currency }, 'payment credited');
    return 'success';
  });
}
