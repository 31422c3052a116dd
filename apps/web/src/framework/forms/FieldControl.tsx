import { useFormContext, useFormState } from 'react-hook-form';
import type { FieldDescription } from '@ringledger/contract';
import { FieldFrame } from './FieldFrame';
import { NativeInput } from './NativeInput';
import { LookupInput } from './LookupInput';
import { TranslationsInput } from './TranslationsInput';
import { ClearButton } from '../../ui/ClearButton';
import { emptyValue, type FormMode } from './form-values';

export interface FormFieldProps {
  name: string;
  field: FieldDescription;
  mode: FormMode;
  idPrefix: string;
}

interface FieldControlProps extends FormFieldProps {
  /** Another name the schema may report this field's error under (a linked field's own `type_id`). */
  errorAlias?: string;
}

/** One field as its input kind shows it, with its label and, once touched, its error. */
export function FieldControl({ name, field, mode, idPrefix, errorAlias }: FieldControlProps) {
  const { setValue, getFieldState } = useFormContext();
  const formState = useFormState({ name: errorAlias ? [name, errorAlias] : name });
  const inputId = `${idPrefix}-${name}`;
  const { isTouched, error: ownError } = getFieldState(name, formState);
  const message = isTouched ? (ownError ?? (errorAlias ? getFieldState(errorAlias, formState).error : undefined))?.message : undefined;
  const clear = () => setValue(name, emptyValue(field, mode), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  const { input } = field;

  return (
    <FieldFrame inputId={inputId} label={field.label} isRequired={field.required} error={message} isWide={input.kind === 'textarea'}>
      {input.kind === 'lookup' ? (
        <LookupInput name={name} field={{ ...field, input }} mode={mode} inputId={inputId} hasError={Boolean(message)} />
      ) : input.kind === 'translations' ? (
        <TranslationsInput name={name} label={field.label} inputId={inputId} hasError={Boolean(message)} />
      ) : (
        <>
          <NativeInput name={name} field={field} mode={mode} inputId={inputId} hasError={Boolean(message)} />
          <ClearButton onClear={clear} isBesideArrow={input.kind === 'boolean' || input.kind === 'select'} />
        </>
      )}
    </FieldFrame>
  );
}
