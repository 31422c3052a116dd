import { useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyRecharge } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { formatInZone } from '../../framework/table/zoned-time';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { PrintIcon } from '../../ui/Icons';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useUserPayment, type PaymentReceipt } from './usePayments';

const HEADLINES = { success: 'Payment received', failed: 'Payment declined', pending: 'Payment pending' } as const;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-sm text-slate-500 dark:text-slate-400 print:text-black">{term}</dt>
      <dd className="text-sm font-medium text-brand-navy dark:text-slate-100 print:text-black">{children}</dd>
    </div>
  );
}

/** What the payment came to, as a receipt reads: a declined card says so and why, a paid one the balance it left. */
function Receipt({ payment }: { payment: PaymentReceipt }) {
  const lineName = `${payment.line.name} · ${payment.line.number}`;
  return (
    <dl className="divide-y divide-slate-100 border-y border-slate-100 dark:divide-slate-700 dark:border-slate-700">
      <Row term="Amount">
        <MoneyText text={formatMoney(payment.amount)} currency={payment.currency} />
      </Row>
      <Row term="Status">
        <PaymentStatusBadge status={payment.status} />
      </Row>
      {payment.status === 'failed' && payment.failure_reason && <Row term="Reason">{payment.failure_reason}</Row>}
      <Row term="Line">{lineName}</Row>
      <Row term={payment.status === 'success' ? 'New balance' : 'Balance'}>
        <MoneyText text={formatMoney(payment.balance_after ?? payment.line_balance)} />
      </Row>
      <Row term="Reference">
        <span className="font-mono">{payment.reference}</span>
      </Row>
      <Row term="Started">{formatInZone(new Date(payment.created_at), 'moment')}</Row>
      {payment.completed_at && <Row term={payment.status === 'success' ? 'Paid at' : 'Ended at'}>{formatInZone(new Date(payment.completed_at), 'moment')}</Row>}
      <Row term="Paid through">{payment.provider === 'sandbox' ? 'Test checkout (no card charged)' : payment.provider}</Row>
    </dl>
  );
}

/** A pending payment is asked about again on request: the provider may have answered since. */
function CheckAgain({ payment }: { payment: PaymentReceipt }) {
  const client = useQueryClient();
  const check = useMutation({
    mutationFn: () => apiRequest(verifyRecharge.method, operationPath(verifyRecharge, { id: payment.line.id, reference: payment.reference })),
    onSettled: () => client.invalidateQueries({ queryKey: ['user-payment', payment.reference] }),
  });
  return (
    <Button variant="secondary" onClick={() => check.mutate()} disabled={check.isPending}>
      {check.isPending && <Spinner />}
      Check again
    </Button>
  );
}

/**
 * Where a payment ends, and stays: its outcome, amount and the line's balance, by reference, so a
 * reload or a bookmark shows it again; printed, only the receipt goes on paper.
 */
export function PaymentResultPage() {
  const { reference = '' } = useParams();
  const payment = useUserPayment(reference);
  if (payment.isPending) return <Spinner className="mx-auto size-8" />;
  if (!payment.data)
    return (
      <EmptyState title="Payment was not found">
        <ButtonLink to="/user/payments?page=1" variant="secondary" className="mt-2">
          See your payments
        </ButtonLink>
      </EmptyState>
    );
  const receipt = payment.data;
  const tone =
    receipt.status === 'success'
      ? 'text-emerald-700 dark:text-emerald-400'
      : receipt.status === 'failed'
        ? 'text-red-700 dark:text-red-400'
        : 'text-amber-800 dark:text-amber-300';
  return (
    <div className="mx-auto max-w-xl">
      <Panel aria-labelledby="payment-outcome" className="p-6 sm:p-8 print:border-0 print:bg-white print:shadow-none">
        <p className="hidden text-sm text-slate-600 print:block">Ringledger · Receipt</p>
        <h2 id="payment-outcome" aria-live="polite" className={`text-xl font-semibold ${tone} print:text-black`}>
          {HEADLINES[receipt.status]}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-500 dark:text-slate-400 print:text-black">
          {receipt.status === 'success' && 'Your line has been credited.'}
          {receipt.status === 'failed' && 'Your card was declined; nothing was taken and your balance did not change.'}
          {receipt.status === 'pending' && 'The payment provider has not confirmed it yet; nothing is credited until it does.'}
        </p>
        <Receipt payment={receipt} />
        <div className="mt-6 flex flex-wrap justify-end gap-3 print:hidden">
          {receipt.status === 'pending' && <CheckAgain payment={receipt} />}
          {receipt.status === 'failed' && (
            <ButtonLink to={`/user/menu/recharge?line=${receipt.line.id}`} variant="secondary">
              Try again
            </ButtonLink>
          )}
          <ButtonLink to="/user/payments?page=1" variant="secondary">
            Payment history
          </ButtonLink>
          <Button onClick={() => window.print()}>
            <PrintIcon width={16} height={16} />
            Print receipt
          </Button>
        </div>
      </Panel>
    </div>
  );
}
