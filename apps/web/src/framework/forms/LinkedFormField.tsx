import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDescription } from '@ringledger/contract';
import { FieldControl, type FormFieldProps } from './FieldControl';
import { emptyValue, formNameOf } from './form-values';

/** The field as the chosen option presents it: "Provider", looked up among providers, optional where the option says so. */
function presentedField(field: FieldDescription, chosen: unknown): FieldDescription {
  const option = field.linked?.options[String(chosen)];
  if (!option) return field;
  return {
    ...field,
    label: option.label,
    required: Boolean(field.required) && !option.isOptional,
    input: { kind: 'lookup', resource: option.resource, display: option.display },
  };
}

/**
 * A reference renamed and re-targeted by the field it is linked by (spec §4: choosing the
 * account type turns the linked id into user_id or provider_id). Switching the type forgets the pick.
 */
export function LinkedFormField({ name, field, mode, idPrefix }: FormFieldProps) {
  const { control, setValue } = useFormContext();
  const by = field.linked?.by ?? name;
  const chosen = useWatch({ control, name: by });
  const formName = formNameOf(name, field, { [by]: chosen });
  const shownName = useRef(formName);

  useEffect(() => {
    if (shownName.current === formName) return;
    setValue(shownName.current, undefined);
    setValue(formName, emptyValue(field, mode), { shouldValidate: true });
    shownName.current = formName;
  }, [formName, field, mode, setValue]);

  // The key gives the lookup a fresh search box for the new target.
  return <FieldControl key={formName} name={formName} field={presentedField(field, chosen)} mode={mode} idPrefix={idPrefix} errorAlias={name} />;
}
