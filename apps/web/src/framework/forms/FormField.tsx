import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldControl, type FormFieldProps } from './FieldControl';
import { LinkedFormField } from './LinkedFormField';
import { emptyValue } from './form-values';

export type { FormFieldProps };

/**
 * A field that means something only while another holds one value (a DID's queue, once it rings
 * a queue): hidden otherwise, and then emptied (null on edit) so no stale pick is saved.
 */
function ConditionalFormField(props: FormFieldProps) {
  const { control, getValues, setValue } = useFormContext();
  const condition = props.field.shownWhen;
  const other = useWatch({ control, name: condition?.field ?? props.name });
  const isShown = condition === undefined || String(other ?? '') === condition.value;
  useEffect(() => {
    const value: unknown = getValues(props.name);
    if (isShown || value === undefined || value === null) return;
    setValue(props.name, emptyValue(props.field, props.mode), { shouldDirty: true, shouldValidate: true });
  }, [isShown, props.name, props.field, props.mode, getValues, setValue]);
  return isShown ? <FieldControl {...props} /> : null;
}

export function FormField(props: FormFieldProps) {
  if (props.field.linked) return <LinkedFormField {...props} />;
  return props.field.shownWhen ? <ConditionalFormField {...props} /> : <FieldControl {...props} />;
}
