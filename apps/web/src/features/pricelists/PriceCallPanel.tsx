import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { priceCall, ratePreviewQuery, rates, type ratePreviewAnswer } from '@ringledger/contract';
import { apiRequest, errorMessage } from '../../api/client';
import { operationPath, queryKeys } from '../../framework';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';

type PriceQuestion = z.input<typeof ratePreviewQuery>;
type PriceAnswer = z.infer<typeof ratePreviewAnswer>;

/**
 * "Price a call": what a call to a number lasting some billed seconds costs on this pricelist,
 * so an operator can check the rates before calls are billed with them.
 */
export function PriceCallPanel({ pricelistId }: { pricelistId: number }) {
  const [question, setQuestion] = useState<PriceQuestion | null>(null);
  const form = useForm<PriceQuestion, unknown, z.output<typeof ratePreviewQuery>>({
    resolver: zodResolver(ratePreviewQuery),
    defaultValues: { number: '', seconds: '60' },
    mode: 'all',
  });
  // An answer belongs to the question asked: once either input changes (or turns invalid) it no longer applies.
  useEffect(() => {
    const subscription = form.watch(() => setQuestion(null));
    return () => subscription.unsubscribe();
  }, [form]);
  // Keyed under rates, so changing a rate prices the call again.
  const price = useQuery({
    queryKey: [...queryKeys.all(rates), 'price', pricelistId, question],
    queryFn: ({ signal }) => apiRequest<PriceAnswer>(priceCall.method, operationPath(priceCall, { id: pricelistId }), { query: question ?? {}, signal }),
    enabled: question !== null,
  });

  return (
    <Panel aria-labelledby="price-a-call" className="mt-5 p-6">
      <h3 id="price-a-call" className="text-base font-semibold text-brand-navy dark:text-slate-100">
        Price a call
      </h3>
      <form
        noValidate
        aria-label="Price a call"
        className="mt-4 flex flex-wrap items-start gap-4"
        onSubmit={form.handleSubmit(() => setQuestion(form.getValues()))}
      >
        <FormTextField control={form.control} name="number" label="Destination number" placeholder="e.g. 2348031234567" />
        <FormTextField control={form.control} name="seconds" label="Billed seconds" />
        <Button type="submit" className="mt-7" disabled={!form.formState.isValid}>
          Price
        </Button>
      </form>
      <div aria-live="polite" className="mt-4 text-sm text-slate-700 dark:text-slate-200">
        {price.isFetching && <Spinner />}
        {price.isError && <p role="alert">{errorMessage(price.error)}</p>}
        {price.data && <PriceAnswerText answer={price.data} />}
      </div>
    </Panel>
  );
}

function PriceAnswerText({ answer }: { answer: PriceAnswer }) {
  if (answer.status === 'no_rate') return <p>No enabled rate matches this number.</p>;
  const rate = answer.rate;
  return (
    <p>
      Rate <strong>{rate.prefix}</strong>
      {rate.description ? ` (${rate.description})` : ''}: {answer.charged_seconds} s charged, cost{' '}
      <strong>
        <MoneyText text={formatMoney(answer.cost)} />
      </strong>
    </p>
  );
}
