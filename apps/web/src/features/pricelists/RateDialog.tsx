import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { createSchema, rates, updateSchema, type ResourceDescription } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { changedFields, createDefaults, recordValues, ResourceFields, useCan, useCreate, useUpdate, type RecordRow } from '../../framework';
import { FormActions } from '../../framework/forms/FormActions';
import { pickValues, type FormValues } from '../../framework/forms/form-values';
import { Modal } from '../../framework/dialogs/Modal';
import { Button } from '../../ui/Button';

/** A rate being added, or the row being edited. */
export type RateTarget = RecordRow | 'new';

interface RateDialogProps {
  /** The rates of this pricelist (see ratesOf). */
  resource: ResourceDescription;
  /** Null keeps the dialog closed. */
  target: RateTarget | null;
  onClose: () => void;
}

export function RateDialog({ resource, target, onClose }: RateDialogProps) {
  const canEdit = useCan(rates)('edit');
  // The closing animation still shows the form it closes.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const title = shown === 'new' ? rates.titles.create : canEdit ? rates.titles.edit : rates.titles.view;

  return (
    <Modal isOpen={target !== null} onClose={onClose} title={title} isWide>
      {shown === 'new' && <NewRateForm resource={resource} onDone={onClose} />}
      {shown && shown !== 'new' && <EditRateForm resource={resource} rate={shown} canEdit={canEdit} onDone={onClose} />}
    </Modal>
  );
}

function NewRateForm({ resource, onDone }: { resource: ResourceDescription; onDone: () => void }) {
  const create = useCreate(resource);
  const schema = useMemo(() => createSchema(rates), []);
  const form = useForm<FormValues, unknown, FormValues>({ resolver: zodResolver(schema), defaultValues: createDefaults(rates), mode: 'all' });

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(rates.messages.created);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={rates.titles.create}>
        <ResourceFields resource={rates} mode="create" />
        <FormActions submitLabel="Save" isDisabled={!form.formState.isValid} isPending={create.isPending} onCancel={onDone} />
      </form>
    </FormProvider>
  );
}

interface EditRateFormProps {
  resource: ResourceDescription;
  rate: RecordRow;
  /** Without the edit action the rate is only shown. */
  canEdit: boolean;
  onDone: () => void;
}

function EditRateForm({ resource, rate, canEdit, onDone }: EditRateFormProps) {
  const update = useUpdate(resource);
  const schema = useMemo(() => updateSchema(rates), []);
  const loaded = useMemo(() => recordValues(rates, rate), [rate]);
  const form = useForm<FormValues, unknown, FormValues>({ resolver: zodResolver(schema), defaultValues: loaded, mode: 'all' });
  const changed = changedFields(loaded, useWatch({ control: form.control }));

  // PATCH carries only what the operator changed.
  const submit = form.handleSubmit((values) => {
    if (!canEdit || changed.length === 0) return;
    update.mutate(
      { id: rate.id, changes: pickValues(values, changed) },
      {
        onSuccess: () => {
          toast.success(rates.messages.updated);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={rates.titles.edit}>
        <ResourceFields resource={rates} mode="edit" />
        {canEdit ? (
          <FormActions submitLabel="Save Changes" isDisabled={changed.length === 0 || !form.formState.isValid} isPending={update.isPending} onCancel={onDone} />
        ) : (
          <div className="mt-6 flex justify-end border-t border-slate-200 pt-4 dark:border-slate-700">
            <Button variant="secondary" onClick={onDone}>
              Close
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
