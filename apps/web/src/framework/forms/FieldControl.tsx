import { useFormContext, useFormState } from 'react-hook-form';
import { isRequiredIn, type FieldDescription } from '@ringledger/contract';
import { FieldFrame } from './FieldFrame';
import { NativeInput } from './NativeInput';
import { LookupInput } from './LookupInput';
import { PasswordField } from './PasswordField';
import { TranslationsInput } from './TranslationsInput';
import { KeyValueRowsInput } from './KeyValueRowsInput';
import { GroupInput } from './GroupInput';
import { useFieldAddon } from './field-addons';
import { FieldClearButton } from './FieldClearButton';
import { Button } from '../../ui/Button';
import { generateUsername } from './generate-username';
import { emptyValue, type FormMode } from './form-values';
import { isErrorShown } from './field-errors';

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

/** One field as its input kind shows it, with its label and, once touched or refused by the server, its error. */
export function FieldControl({ name, field, mode, idPrefix, errorAlias }: FieldControlProps) {
  const { setValue, getFieldState } = useFormContext();
  const formState = useFormState({ name: errorAlias ? [name, errorAlias] : name });
  const inputId = `${idPrefix}-${name}`;
  const state = getFieldState(name, formState);
  const error = state.error ?? (errorAlias ? getFieldState(errorAlias, formState).error : undefined);
  const message = isErrorShown({ isTouched: state.isTouched, error }) ? error?.message : undefined;
  const fill = (value: unknown) => setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  const clear = () => fill(emptyValue(field, mode));
  const Addon = useFieldAddon(name);
  const { input } = field;
  const frame = {
    inputId,
    label: field.label,
    help: field.help,
    isRequired: isRequiredIn(field, mode),
    error: message,
    isWide: input.kind === 'textarea' || input.kind === 'keyValues',
    footer: Addon && <Addon name={name} />,
  };
  const hasError = Boolean(message);

  switch (input.kind) {
    case 'group':
      // Each setting is its own typed input, `<group>.<setting>`; one emptied on edit is sent as null: back to its default.
      return (
        <GroupInput label={field.label} error={message}>
          {Object.entries(input.fields).map(([setting, described]) => (
            <FieldControl key={setting} name={`${name}.${setting}`} field={{ ...described, nullable: true }} mode={mode} idPrefix={idPrefix} />
          ))}
        </GroupInput>
      );
    case 'lookup':
      return (
        <FieldFrame {...frame}>
          <LookupInput name={name} field={{ ...field, input }} mode={mode} inputId={inputId} hasError={hasError} />
        </FieldFrame>
      );
    case 'translations':
      // The pairs editor places the message itself: under the pair at fault, or under the group when no pair is.
      return (
        <FieldFrame {...frame} error={undefined}>
          <TranslationsInput name={name} label={field.label} inputId={inputId} error={message} />
        </FieldFrame>
      );
    case 'keyValues':
      // The rows place the message themselves: under the row at fault, or under the rows when no row is.
      return (
        <FieldFrame {...frame} error={undefined}>
          <KeyValueRowsInput
            name={name}
            label={field.label}
            schema={field.schema}
            suggestions={input.suggestions}
            inputId={inputId}
            hasHelp={Boolean(field.help)}
            error={message}
          />
        </FieldFrame>
      );
    case 'password':
      return <PasswordField name={name} field={{ ...field, input }} mode={mode} frame={frame} onClear={clear} />;
    case 'text':
      return (
        <FieldFrame
          {...frame}
          footer={
            <>
              {input.canGenerate && (
                // The label names the field too, for a screen reader listing the form's buttons.
                <Button variant="secondary" className="mt-2 h-8 px-3" aria-label={`Generate ${field.label}`} onClick={() => fill(generateUsername())}>
                  Generate
                </Button>
              )}
              {frame.footer}
            </>
          }
        >
          <NativeInput name={name} field={field} mode={mode} inputId={inputId} hasError={hasError} />
          <FieldClearButton name={name} onClear={clear} />
        </FieldFrame>
      );
    case 'boolean':
    case 'select':
      // One control: the select's own empty choice ("Select…") clears it, so no clear button crowds its arrow.
      return (
        <FieldFrame {...frame}>
          <NativeInput name={name} field={field} mode={mode} inputId={inputId} hasError={hasError} />
        </FieldFrame>
      );
    default:
      return (
        <FieldFrame {...frame}>
          <NativeInput name={name} field={field} mode={mode} inputId={inputId} hasError={hasError} />
          <FieldClearButton name={name} onClear={clear} />
        </FieldFrame>
      );
  }
}
