import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { updateSchema, type ResourceDescription } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { useUpdate, type RecordRow } from '../data';
import { useCan } from '../permissions/useCan';
import { ResourceFields } from './ResourceFields';
import { FormActions } from './FormActions';
import { bodyValues, changedFields, pickValues, recordValues, type FormValues } from './form-values';

interface EditFormProps {
  resource: ResourceDescription;
  record: RecordRow;
  onCancel?: () => void;
}

export function EditForm({ resource, record, onCancel }: EditFormProps) {
  const navigate = useNavigate();
  const can = useCan(resource);
  const update = useUpdate(resource);
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
    if (!can('edit') || changed.length === 0) return;
    update.mutate(
      { id: record.id, changes: pickValues(bodyValues(resource, 'edit', values), changed) },
      {
        onSuccess: () => {
          toast.success(resource.messages.updated);
          navigate(`/${resource.name}?page=1`);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={resource.titles.edit}>
        <ResourceFields resource={resource} mode="edit" />
        {can('edit') && (
          <FormActions
            submitLabel="Save Changes"
            isDisabled={changed.length === 0 || !form.formState.isValid}
            isPending={update.isPending}
            onCancel={onCancel}
          />
        )}
      </form>
    </FormProvider>
  );
}
