import { useFormContext, useFormState } from 'react-hook-form';
import type { FieldDescription } from '@ringledger/contract';
import { FieldFrame } from './FieldFrame';
import { NativeInput } from './NativeInput';
import { LookupInput } from './LookupInput';
import { ClearButton } from '../../ui/ClearButton';
import { emptyValue, type FormMode } from './form-values';

interface FormFieldProps {
  name: string;
  field: FieldDescription;
  mode: FormMode;
  idPrefix: string;
}

export function FormField({ name, field, mode, idPrefix }: FormFieldProps) {
  const { setValue } = useFormContext();
  const { errors, touchedFields } = useFormState({ name });
  const inputId = `${idPrefix}-${name}`;
  const message = touchedFields[name] ? errors[name]?.message : undefined;
  const error = typeof message === 'string' ? message : undefined;
  const clear = () => setValue(name, emptyValue(field, mode), { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  return (
    <FieldFrame inputId={inputId} label={field.label} isRequired={field.required} error={error} isWide={field.input.kind === 'textarea'}>
      {field.input.kind === 'lookup' ? (
        <LookupInput name={name} field={{ ...field, input: field.input }} mode={mode} inputId={inputId} hasError={Boolean(error)} />
      ) : (
        <>
          <NativeInput name={name} field={field} mode={mode} inputId={inputId} hasError={Boolean(error)} />
          <ClearButton onClear={clear} isBesideArrow={field.input.kind === 'boolean' || field.input.kind === 'select'} />
        </>
      )}
    </FieldFrame>
  );
}
