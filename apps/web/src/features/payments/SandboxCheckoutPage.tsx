import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { decideSandboxCheckout, showSandboxCheckout, type sandboxCheckout } from '@ringledger/contract';
import type { z } from 'zod';
import { apiRequest, errorMessage } from '../../api/client';
import { operationPath } from '../../framework';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { TestModeBanner } from '../../ui/TestModeBanner';

type Checkout = z.infer<typeof sandboxCheckout>;

/**
 * Ringledger's own test checkout (/pay/sandbox/{reference}), standing in for a provider's page:
 * Pay or Decline is the card holder's answer, and the payer goes back to verify it as from a
 * real provider. No card is charged.
 */
export function SandboxCheckoutPage() {
  const { reference = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useQuery({
    queryKey: ['sandbox-checkout', reference],
    queryFn: ({ signal }) => apiRequest<Checkout>(showSandboxCheckout.method, operationPath(showSandboxCheckout, { reference }), { signal }),
  });
  const decide = useMutation({
    mutationFn: (decision: 'pay' | 'decline') =>
      apiRequest<{ url: string }>(decideSandboxCheckout.method, operationPath(decideSandboxCheckout, { reference }), { body: { decision } }),
    onSuccess: ({ url }) => navigate(url, { replace: true }),
  });
  const data = checkout.data;
  const isBusy = decide.isPending || decide.isSuccess;

  return (
    <Panel className="mx-auto max-w-md p-6 sm:p-8">
      <TestModeBanner className="mb-6">no card is charged.</TestModeBanner>
      <h2 className="text-lg font-semibold text-brand-navy dark:text-slate-100">Test checkout</h2>
      {checkout.isPending && <Spinner />}
      {checkout.isError && (
        <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
          {errorMessage(checkout.error)}
        </p>
      )}
      {data && (
        <>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Amount</dt>
            <dd className="text-base font-semibold text-slate-900 dark:text-slate-100">
              <MoneyText text={formatMoney(data.amount)} currency={data.currency} />
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Line</dt>
            <dd>
              {data.line.name} ({data.line.number})
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Reference</dt>
            <dd className="font-mono break-all">{data.reference}</dd>
          </dl>
          {data.status === 'pending' ? (
            <div className="mt-6 flex justify-end gap-2">
              <Button variant="secondary" disabled={isBusy} onClick={() => decide.mutate('decline')}>
                Decline
              </Button>
              <Button disabled={isBusy} onClick={() => decide.mutate('pay')}>
                {isBusy && <Spinner />}
                Pay
              </Button>
            </div>
          ) : (
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">This payment is already {data.status === 'success' ? 'paid' : 'closed'}.</p>
          )}
        </>
      )}
    </Panel>
  );
}
