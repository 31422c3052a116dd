import { FieldControl, type FormFieldProps } from './FieldControl';
import { LinkedFormField } from './LinkedFormField';

export type { FormFieldProps };

export function FormField(props: FormFieldProps) {
  return props.field.linked ? <LinkedFormField {...props} /> : <FieldControl {...props} />;
}
