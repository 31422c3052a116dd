import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { createSchema, listPagePath, type ResourceDescription } from '@ringledger/contract';
import { useCreate, type RecordId, type RecordRow } from '../data';
import { ResourceFields } from './ResourceFields';
import { showFieldErrors } from './field-errors';
import { FormActions } from './FormActions';
import { bodyValues, createDefaults, type FormValues } from './form-values';
import { LookupFiltersContext, ParentRowContext, type LookupFilters } from './lookup-filters';
import { useParentRow } from './useParentRow';

interface CreateFormProps {
  resource: ResourceDescription;
  /** The parent row a nested row is created under (a call account's ledger line). */
  parentId?: RecordId;
  /** Starting values the operator may change (a number taken from the user's phone). */
  defaults?: FormValues;
  /** Values the screen settles, sent but not shown (type user and this user's id). */
  fixed?: FormValues;
  title?: string;
  submitLabel?: string;
  /** What a save leads to, and what Cancel does; both return to the resource's list unless the screen says otherwise (a dialog closes). */
  onSaved?: (row: RecordRow) => void;
  onCancel?: () => void;
  /** Query parameters narrowing what some lookups offer, by field (a user's own accounts). */
  lookupFilters?: LookupFilters;
  /** The body as the API wants it, where that differs from what the form holds (spec §5: a transaction's amount is sent as a number). */
  prepareBody?: (body: FormValues) => FormValues;
}

const NO_FILTERS: LookupFilters = {};

export function CreateForm(props: CreateFormProps) {
  const {
    resource,
    parentId,
    defaults,
    fixed,
    title = resource.titles.create,
    submitLabel = 'Save',
    onSaved,
    onCancel,
    lookupFilters = NO_FILTERS,
    prepareBody,
  } = props;
  const navigate = useNavigate();
  const toList = () => navigate(`${listPagePath(resource, parentId)}?page=1`);
  const create = useCreate(resource, { parentId });
  const parentRow = useParentRow(resource, parentId);
  const schema = useMemo(() => createSchema(resource), [resource]);
  const form = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: createDefaults(resource, { ...defaults, ...fixed }),
    mode: 'all',
  });

  const submit = form.handleSubmit((values) => {
    const body = bodyValues(resource, 'create', values);
    create.mutate(prepareBody ? prepareBody(body) : body, {
      onSuccess: (row) => {
        toast.success(resource.messages.created);
        if (onSaved) onSaved(row);
        else toList();
      },
      onError: (error) => showFieldErrors(error, form.setError),
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <LookupFiltersContext value={lookupFilters}>
          <ParentRowContext value={parentRow}>
            <ResourceFields resource={resource} mode="create" fixed={fixed} />
          </ParentRowContext>
        </LookupFiltersContext>
        <FormActions submitLabel={submitLabel} isDisabled={!form.formState.isValid} isPending={create.isPending} onCancel={onCancel ?? toList} />
      </form>
    </FormProvider>
  );
}
