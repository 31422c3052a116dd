import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { isWholeUnitCurrency, lineDisplayName, startRecharge, type UserLine } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { useCurrency, usePaymentProvider } from '../../api/session-store';
import { operationPath } from '../../framework';
import { FieldFrame } from '../../framework/forms/FieldFrame';
import { describedBy, isErrorShown, showFieldErrors } from '../../framework/forms/field-errors';
import { formatMoneyText } from '../../framework/table/money';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { TestModeBanner } from '../../ui/TestModeBanner';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { rechargeFormSchema, type RechargeFormValues, type RechargeRequest } from './recharge-form';
import { useUserLines } from './useUserLines';
import { SelfServicePage } from '../../framework/pages/SelfServicePage';

/** Spec 02 §3's name for a line (its balance first), then what else tells it apart. */
function lineLabel(line: UserLine) {
  const name = lineDisplayName({ ...line, account_balance: formatMoneyText(line.account_balance) });
  const context = [line.did_number, line.username, line.number].filter((part) => part && part !== name);
  return [name, ...new Set(context)].join(' · ');
}

/** A checkout on another site is a page load; the sandbox's is a page of this console. */
function goTo(url: string, navigate: (path: string) => void) {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}

/** Spec 02 §2, /user/menu/recharge: pick a line and an amount, then Continue to the card payment. */
export function RechargePage() {
  const provider = usePaymentProvider();
  return (
    <SelfServicePage>
      <h2 className="mb-2 text-lg font-semibold text-brand-navy dark:text-slate-100">Recharge User Line</h2>
      <p className="mb-6 text-sm text-slate-500 dark:text-slate-400">Top up one of your lines by card; the balance moves once the payment is confirmed.</p>
      {provider === 'sandbox' && <TestModeBanner className="mb-6">payments go through a test checkout and no card is charged.</TestModeBanner>}
      {provider === 'none' ? <EmptyState title="Card payments are turned off">Ask your operator to recharge your line.</EmptyState> : <RechargeForm />}
    </SelfServicePage>
  );
}

function RechargeForm() {
  const ids = useId();
  const navigate = useNavigate();
  const currency = useCurrency();
  const lines = useUserLines();
  // The home's Recharge names its line, so the form opens on it.
  const [params] = useSearchParams();
  const form = useForm<RechargeFormValues, unknown, RechargeRequest>({
    resolver: zodResolver(rechargeFormSchema),
    defaultValues: { line: params.get('line') ?? '', amount: '' },
    mode: 'all',
  });
  const start = useMutation({
    mutationFn: ({ lineId, amount }: RechargeRequest) =>
      apiRequest<{ url: string; reference: string }>(startRecharge.method, operationPath(startRecharge, { id: lineId }), { body: { amount } }),
  });
  const submit = form.handleSubmit((request) =>
    start.mutate(request, {
      onSuccess: ({ url }) => goTo(url, navigate),
      onError: (error) => showFieldErrors(error, form.setError),
    }),
  );
  const errorOf = (name: keyof RechargeFormValues) => {
    const state = form.getFieldState(name, form.formState);
    return isErrorShown({ isTouched: state.isTouched, error: state.error }) ? state.error?.message : undefined;
  };

  if (lines.isPending) return <Spinner />;
  if (lines.data?.total === 0) return <EmptyState title="You have no lines yet">Your operator opens lines for you; come back once you have one.</EmptyState>;
  const [lineError, amountError] = [errorOf('line'), errorOf('amount')];
  return (
    <form onSubmit={submit} noValidate aria-label="Recharge User Line" className="space-y-5">
      <FieldFrame inputId={`${ids}-line`} label="User Line" isRequired error={lineError}>
        <select
          id={`${ids}-line`}
          aria-invalid={Boolean(lineError) || undefined}
          aria-describedby={describedBy(`${ids}-line`, { hasHelp: false, hasError: Boolean(lineError) })}
          className={`${inputClass} ${inputStateClass(Boolean(lineError))}`}
          {...form.register('line')}
        >
          <option value="">Select…</option>
          {lines.data?.results.map((line) => (
            <option key={line.call_billing_account_id} value={line.call_billing_account_id}>
              {lineLabel(line)}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        inputId={`${ids}-amount`}
        label="Amount"
        help={`In ${currency}, ${isWholeUnitCurrency(currency ?? '') ? 'whole units' : 'up to 2 decimals'}`}
        isRequired
        error={amountError}
      >
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 500.00"
          aria-invalid={Boolean(amountError) || undefined}
          aria-describedby={describedBy(`${ids}-amount`, { hasHelp: true, hasError: Boolean(amountError) })}
          className={`${inputClass} ${inputStateClass(Boolean(amountError))}`}
          {...form.register('amount')}
        />
      </FieldFrame>
      <div className="flex justify-end">
        <Button type="submit" disabled={!form.formState.isValid || start.isPending || start.isSuccess}>
          {(start.isPending || start.isSuccess) && <Spinner />}
          Continue
        </Button>
      </div>
    </form>
  );
}
