import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { listPagePath, updateSchema, type ResourceDescription } from '@ringledger/contract';
import { useUpdate, type RecordId, type RecordRow } from '../data';
import { useCan } from '../permissions/useCan';
import { Button } from '../../ui/Button';
import { ResourceFields } from './ResourceFields';
import { showFieldErrors } from './field-errors';
import { FormActions } from './FormActions';
import { bodyValues, changedFields, pickValues, recordValues, type FormValues } from './form-values';

interface EditFormProps {
  resource: ResourceDescription;
  record: RecordRow;
  /** The parent row a nested row lives under (a pricelist's rate). */
  parentId?: RecordId;
  submitLabel?: string;
  /** What a save leads to: the resource's list unless the screen says otherwise (a dialog closes). */
  onSaved?: (row: RecordRow) => void;
  /** Without it the form offers no way out of its own; without the edit permission it is the only button (Close). */
  onCancel?: () => void;
}

export function EditForm({ resource, record, parentId, submitLabel = 'Save Changes', onSaved, onCancel }: EditFormProps) {
  const navigate = useNavigate();
  const canEdit = useCan(resource)('edit');
  const update = useUpdate(resource, { parentId });
  const schema = useMemo(() => updateSchema(resource), [resource]);
  const loaded = useMemo(() => recordValues(resource, record), [resource, record]);
  // Only what changed is sent, so only what changed must be valid: a record saved before a rule
  // existed (a user without a phone) stays editable in its other fields.
  const resolver = useMemo<Resolver<FormValues, unknown, FormValues>>(() => {
    const validate = zodResolver(schema);
    return (values, context, options) => validate(pickValues(values, changedFields(loaded, values)), context, options);
  }, [schema, loaded]);
  const form = useForm<FormValues, unknown, FormValues>({ resolver, defaultValues: loaded, mode: 'all' });
  const current = useWatch({ control: form.control });
  const changed = changedFields(loaded, current);

  // PATCH carries only what the user changed, named as the API names it.
  const submit = form.handleSubmit((values) => {
    if (!canEdit || changed.length === 0) return;
    update.mutate(
      { id: record.id, changes: pickValues(bodyValues(resource, 'edit', values), changed) },
      {
        onSuccess: (row) => {
          toast.success(resource.messages.updated);
          if (onSaved) onSaved(row);
          else navigate(`${listPagePath(resource, parentId)}?page=1`);
        },
        onError: (error) => showFieldErrors(error, form.setError),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={resource.titles.edit}>
        <ResourceFields resource={resource} mode="edit" record={record} />
        {canEdit ? (
          <FormActions
            submitLabel={submitLabel}
            isDisabled={changed.length === 0 || !form.formState.isValid}
            isPending={update.isPending}
            onCancel={onCancel}
          />
        ) : (
          onCancel && (
            <div className="mt-6 flex justify-end border-t border-slate-200 pt-4 dark:border-slate-700">
              <Button variant="secondary" onClick={onCancel}>
                Close
              </Button>
            </div>
          )
        )}
      </form>
    </FormProvider>
  );
}
