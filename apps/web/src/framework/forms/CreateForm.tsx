import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { createSchema, type ResourceDescription } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { useCreate } from '../data';
import { ResourceFields } from './ResourceFields';
import { FormActions } from './FormActions';
import { createDefaults, type FormValues } from './form-values';

export function CreateForm({ resource }: { resource: ResourceDescription }) {
  const navigate = useNavigate();
  const create = useCreate(resource);
  const schema = useMemo(() => createSchema(resource), [resource]);
  const form = useForm<FormValues, unknown, FormValues>({ resolver: zodResolver(schema), defaultValues: createDefaults(resource), mode: 'all' });
  const listPath = `/${resource.name}?page=1`;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(resource.messages.created);
        navigate(listPath);
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={resource.titles.create}>
        <ResourceFields resource={resource} mode="create" />
        <FormActions submitLabel="Save" isDisabled={!form.formState.isValid} isPending={create.isPending} onCancel={() => navigate(listPath)} />
      </form>
    </FormProvider>
  );
}
