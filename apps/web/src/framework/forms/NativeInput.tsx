import { useFormContext } from 'react-hook-form';
import type { FieldDescription } from '@ringledger/contract';
import { parseInput, type FormMode } from './form-values';
import { usePhoneNumberCopy } from './usePhoneNumberCopy';
import { inputClass, inputStateClass } from '../../ui/field-styles';

interface NativeInputProps {
  name: string;
  field: FieldDescription;
  mode: FormMode;
  inputId: string;
  hasError: boolean;
}

const TEXT_TYPES = { text: 'text', email: 'email', tel: 'tel', password: 'password' } as const;

/** Text, number, textarea and select inputs, registered with the form and parsed on the way in. */
export function NativeInput({ name, field, mode, inputId, hasError }: NativeInputProps) {
  const { register } = useFormContext();
  const isSelect = field.input.kind === 'boolean' || field.input.kind === 'select';
  const copyPhoneNumber = usePhoneNumberCopy(name);
  const registration = register(name, { setValueAs: (text: unknown) => parseInput(field, text, mode), onBlur: copyPhoneNumber });
  const common = {
    id: inputId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': hasError ? `${inputId}-error` : undefined,
    className: `${inputClass} ${inputStateClass(hasError)} ${isSelect ? 'pr-14' : 'pr-9'}`,
    ...registration,
  };
  const { input } = field;

  switch (input.kind) {
    case 'textarea':
      return <textarea rows={4} placeholder={field.placeholder} {...common} />;
    case 'number':
      return <input type="number" inputMode="decimal" min={input.min} step={input.step ?? 'any'} placeholder={field.placeholder} {...common} />;
    case 'boolean':
      return (
        <select {...common}>
          <option value="">Select…</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    case 'select':
      return (
        <select {...common}>
          <option value="">Select…</option>
          {input.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      );
    case 'lookup':
    case 'translations':
      throw new Error(`${input.kind} fields have their own input`);
    default:
      return <input type={TEXT_TYPES[input.kind]} autoComplete="off" placeholder={field.placeholder} {...common} />;
  }
}
