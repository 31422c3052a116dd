import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from './TextField';

interface FormTextFieldProps<T extends FieldValues, Parsed extends FieldValues> {
  control: Control<T, unknown, Parsed>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A TextField bound to react-hook-form; clearing counts as touching, so a cleared required field says why. */
export function FormTextField<T extends FieldValues, Parsed extends FieldValues = T>({ control, name, ...props }: FormTextFieldProps<T, Parsed>) {
  const { field, fieldState } = useController<T, FieldPath<T>, Parsed>({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      {...props}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onClear={() => {
        field.onChange('');
        field.onBlur();
      }}
      // The server's refusal (a wrong old password) shows at once, even on a field filled without being touched.
      error={fieldState.isTouched || fieldState.error?.type === 'server' ? fieldState.error?.message : undefined}
    />
  );
}
