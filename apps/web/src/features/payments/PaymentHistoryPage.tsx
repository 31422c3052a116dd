import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@ringledger/contract';
import { useLoadFailureToast } from '../../framework/data/useLoadFailureToast';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Pager } from '../../framework/table/Pager';
import { formatInZone } from '../../framework/table/zoned-time';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useUserPayments } from './usePayments';

/**
 * Every card payment the customer started, newest first, each with its outcome and leading to its
 * receipt; one row per payment that a phone's width keeps whole. The page is in the address.
 */
export function PaymentHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payments = useUserPayments(page);
  useLoadFailureToast(payments.error, 'Could not load payments, try refreshing the page', 'user-payments-failed');
  const rows = payments.data?.results ?? [];
  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500 dark:text-slate-400">Every recharge you started, and how it ended.</p>
        <ButtonLink to="/user/menu/recharge">Recharge</ButtonLink>
      </div>
      <Panel aria-label="Payments" className="overflow-hidden">
        {payments.isPending && (
          <div role="progressbar" aria-label="Loading payments" className="m-4 h-32 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-700" />
        )}
        {payments.isSuccess && payments.data.total === 0 && (
          <EmptyState title="No payments yet" className="m-4">
            Recharge a line by card and the payment shows here.
          </EmptyState>
        )}
        {rows.length > 0 && (
          <ul className="divide-y divide-slate-100 dark:divide-slate-700">
            {rows.map((payment) => (
              <li key={payment.id}>
                <Link
                  to={`/user/payments/${payment.reference}`}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-700/50"
                >
                  <span className="min-w-0">
                    <span className="flex items-center gap-2">
                      <MoneyText
                        text={formatMoney(payment.amount)}
                        currency={payment.currency}
                        className="text-sm font-semibold text-brand-navy dark:text-slate-100"
                      />
                      <PaymentStatusBadge status={payment.status} />
                    </span>
                    <span className="mt-0.5 block truncate text-xs text-slate-500 dark:text-slate-400">
                      {payment.line.name} · {payment.line.number}
                      {payment.status === 'failed' && payment.failure_reason ? ` · ${payment.failure_reason}` : ''}
                    </span>
                  </span>
                  <span className="text-right text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    <span className="block">{formatInZone(new Date(payment.created_at), 'moment')}</span>
                    <span className="block font-mono">{payment.reference}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {(payments.data?.total ?? 0) > 0 && (
          <div className="border-t border-slate-200 dark:border-slate-700">
            <Pager page={page} total={payments.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={(next) => setParams({ page: String(next) })} />
          </div>
        )}
      </Panel>
    </div>
  );
}
