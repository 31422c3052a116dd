import type { PaymentStatus } from '@ringledger/contract';

/** How a person says each outcome: a card the provider refused is declined, whatever its wording. */
export const PAYMENT_OUTCOMES: Record<PaymentStatus, { word: string; tone: string }> = {
  success: { word: 'Paid', tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200' },
  failed: { word: 'Declined', tone: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200' },
  pending: { word: 'Pending', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100' },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const outcome = PAYMENT_OUTCOMES[status];
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${outcome.tone}`}>{outcome.word}</span>;
}
