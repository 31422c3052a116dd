import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { callAccounts, callAccountTransactions as transactions, transactionBody } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { queryKeys, ResourceFields, useCreate } from '../../framework';
import { FormActions } from '../../framework/forms/FormActions';
import { Modal } from '../../framework/dialogs/Modal';
import { amountForBody } from '../../framework/table/money';
import { transactionsOf } from './transactions';

interface CreditAccountModalProps {
  callAccountId: number;
  isOpen: boolean;
  onClose: () => void;
}

export function CreditAccountModal({ callAccountId, isOpen, onClose }: CreditAccountModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={transactions.titles.create} description="Credit or debit this call account; the balance changes at once.">
      <CreditAccountForm callAccountId={callAccountId} onDone={onClose} />
    </Modal>
  );
}

function CreditAccountForm({ callAccountId, onDone }: { callAccountId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const post = useCreate(transactionsOf(callAccountId));
  const form = useForm<z.input<typeof transactionBody>, unknown, z.output<typeof transactionBody>>({ resolver: zodResolver(transactionBody), mode: 'all' });

  const submit = form.handleSubmit(({ type, amount, description }) =>
    post.mutate(
      { type, amount: amountForBody(amount), description: description || undefined },
      {
        onSuccess: () => {
          // The balance on the view and in the list moved with the new ledger line.
          void queryClient.invalidateQueries({ queryKey: queryKeys.all(callAccounts.name) });
          toast.success(transactions.messages.created);
          onDone();
        },
        // Refused (say, more than the balance allows): the operator reads why and may correct it.
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={transactions.titles.create}>
        <ResourceFields resource={transactions} mode="create" />
        <FormActions submitLabel="Submit" isDisabled={!form.formState.isValid} isPending={post.isPending} onCancel={onDone} />
      </form>
    </FormProvider>
  );
}
