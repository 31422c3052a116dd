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
import { bodyValues, createDefaults, type FormValues } from './form-values';

interface CreateFormProps {
  resource: ResourceDescription;
  /** Starting values the operator may change (a number taken from the user's phone). */
  defaults?: FormValues;
  /** Values the screen settles, sent but not shown (type user and this user's id). */
  fixed?: FormValues;
  /** Where Save and Cancel lead; the resource's list by default. */
  returnPath?: string;
  title?: string;
}

export function CreateForm({ resource, defaults, fixed, returnPath = `/${resource.name}?page=1`, title = resource.titles.create }: CreateFormProps) {
  const navigate = useNavigate();
  const create = useCreate(resource);
  const schema = useMemo(() => createSchema(resource), [resource]);
  const form = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: createDefaults(resource, { ...defaults, ...fixed }),
    mode: 'all',
  });

  const submit = form.handleSubmit((values) =>
    create.mutate(bodyValues(resource, 'create', values), {
      onSuccess: () => {
        toast.success(resource.messages.created);
        navigate(returnPath);
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <ResourceFields resource={resource} mode="create" fixed={fixed} />
        <FormActions submitLabel="Save" isDisabled={!form.formState.isValid} isPending={create.isPending} onCancel={() => navigate(returnPath)} />
      </form>
    </FormProvider>
  );
}
