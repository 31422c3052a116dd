import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { configurations, updateConfigurations, type ConfigurationRecord } from '@ringledger/contract';
import { apiRequest, errorMessage, refreshSession } from '../../api/client';
import { operationPath, queryKeys } from '../../framework';
import { FieldFrame } from '../../framework/forms/FieldFrame';
import { FormActions } from '../../framework/forms/FormActions';
import { describedBy, fieldErrorsOf, isErrorShown, showFieldErrors } from '../../framework/forms/field-errors';
import { DetailsSkeleton } from '../../framework/pages/DetailsSkeleton';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { Panel } from '../../ui/Panel';
import { inputTextOf, updateSchema, type ConfigurationChange, type UpdateValues } from './configuration-form';
import { groupsOf, titleOf, useConfigurationGroups } from './useConfigurationGroups';

/** "Update Configuration" (spec §2.4, /configurations/update?id=…): one configuration's value, edited by its type. */
export function UpdateConfigurationPage() {
  const [searchParams] = useSearchParams();
  const groups = useConfigurationGroups('');
  return (
    <Panel className="p-6">
      {groups.isPending && <DetailsSkeleton />}
      {groups.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(groups.error)}
        </p>
      )}
      {/* Keyed by the rows' last change, so a value changed elsewhere starts the form afresh. */}
      {groups.data && (
        <UpdateConfigurationForm
          key={groupsOf(groups.data)
            .flatMap(([, rows]) => rows.map((row) => String(row.updated_at)))
            .join()}
          groups={groupsOf(groups.data)}
          initialId={searchParams.get('id') ?? ''}
        />
      )}
    </Panel>
  );
}

function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: ConfigurationChange) =>
      apiRequest(updateConfigurations.method, operationPath(updateConfigurations, {}), { body: [{ [id]: value }] }),
    onSuccess: async () => {
      // The session carries the settings the console uses (currency, a new DID's leg timeout): the
      // page moves on once a refresh brought the new value, so the next page already uses it.
      // Should the refresh fail, the next one brings it.
      await refreshSession().catch(() => undefined);
      // Refetched after the refresh, so the form is still there to move on when this resolves.
      void queryClient.invalidateQueries({ queryKey: queryKeys.all(configurations) });
    },
    // A refused value is the field's fault: its sentence goes under it rather than in a toast.
    meta: { isShownInPlace: (error) => Object.keys(fieldErrorsOf(error)).length > 0 },
  });
}

interface UpdateConfigurationFormProps {
  groups: [string, ConfigurationRecord[]][];
  initialId: string;
}

function UpdateConfigurationForm({ groups, initialId }: UpdateConfigurationFormProps) {
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const rowsById = useMemo(() => new Map(groups.flatMap(([, rows]) => rows.map((row) => [String(row.id), row]))), [groups]);
  const schema = useMemo(() => updateSchema((id) => rowsById.get(id)), [rowsById]);
  const initialRow = rowsById.get(initialId);
  const form = useForm<UpdateValues, unknown, ConfigurationChange>({
    resolver: zodResolver(schema),
    defaultValues: { id: initialRow ? initialId : '', value: initialRow ? inputTextOf(initialRow.value) : '' },
    mode: 'all',
  });
  const [id, value] = useWatch({ control: form.control, name: ['id', 'value'] });
  const row = rowsById.get(id);
  const update = useUpdateConfiguration();
  const isChanged = row !== undefined && value !== inputTextOf(row.value);

  const submit = form.handleSubmit((change) =>
    update.mutate(change, {
      onSuccess: () => {
        toast.success(configurations.messages.updated);
        navigate(`/${configurations.name}?page=1`);
      },
      // The answer names the refused value by its configuration's id, as the body did.
      onError: (error) => showFieldErrors(error, form.setError, (name) => (name === String(change.id) ? 'value' : undefined)),
    }),
  );

  // Choosing another configuration starts its value from the stored one, and the address follows so a reload keeps it.
  const choose = (nextId: string) => {
    const next = rowsById.get(nextId);
    form.setValue('value', next ? inputTextOf(next.value) : '', { shouldValidate: true });
    setSearchParams(nextId ? { id: nextId } : {}, { replace: true });
  };
  const idRegistration = form.register('id', { onChange: (event: { target: { value: string } }) => choose(event.target.value) });
  const idState = form.getFieldState('id', form.formState);
  const idError = isErrorShown(idState) ? idState.error?.message : undefined;

  return (
    <form noValidate aria-label={configurations.titles.edit} onSubmit={submit}>
      <div className="@container">
        <div className="grid grid-cols-1 gap-x-5 gap-y-4 @md:grid-cols-2">
          <FieldFrame inputId="configuration-id" label="Configuration" isRequired error={idError}>
            <select
              id="configuration-id"
              aria-invalid={idError ? true : undefined}
              aria-describedby={describedBy('configuration-id', { hasHelp: false, hasError: Boolean(idError) })}
              className={`${inputClass} ${inputStateClass(Boolean(idError))}`}
              {...idRegistration}
            >
              <option value="">Select…</option>
              {groups.map(([group, rows]) => (
                <optgroup key={group} label={titleOf(group)}>
                  {rows.map((option) => (
                    <option key={option.id} value={String(option.id)}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FieldFrame>
          {row && <ValueField key={row.id} row={row} form={form} />}
        </div>
      </div>
      <FormActions
        submitLabel="Save Changes"
        isDisabled={!form.formState.isValid || !isChanged}
        isPending={update.isPending}
        onCancel={() => navigate(row ? `/${configurations.name}/${row.id}` : `/${configurations.name}?page=1`)}
      />
    </form>
  );
}

/** The value's input as its type asks: Yes/No for a flag, a number within the row's bounds, the row's choices, or text. */
function ValueField({ row, form }: { row: ConfigurationRecord; form: UseFormReturn<UpdateValues, unknown, ConfigurationChange> }) {
  const inputId = 'configuration-value';
  const state = form.getFieldState('value', form.formState);
  const error = isErrorShown(state) ? state.error?.message : undefined;
  const help = row.description ?? undefined;
  const common = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, { hasHelp: Boolean(help), hasError: Boolean(error) }),
    className: `${inputClass} ${inputStateClass(Boolean(error))}`,
    ...form.register('value'),
  };

  const input = (() => {
    switch (row.type) {
      case 'boolean':
        return (
          <select {...common}>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        );
      case 'choice':
        return (
          <select {...common}>
            {(row.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        );
      case 'integer':
      case 'decimal':
        return (
          <input
            type="number"
            inputMode={row.type === 'integer' ? 'numeric' : 'decimal'}
            min={row.min ?? undefined}
            max={row.max ?? undefined}
            step={row.type === 'integer' ? 1 : 'any'}
            {...common}
          />
        );
      case 'text':
        return <input type="text" autoComplete="off" {...common} />;
    }
  })();

  return (
    <FieldFrame inputId={inputId} label={row.label} help={help} isRequired error={error}>
      {input}
    </FieldFrame>
  );
}
