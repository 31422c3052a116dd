import { useFormContext } from 'react-hook-form';
import type { FieldDescription } from '@ringledger/contract';
import { parseInput, type FormMode } from './form-values';
import { usePhoneNumberCopy } from './usePhoneNumberCopy';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { describedBy } from './field-errors';

interface NativeInputProps {
  name: string;
  field: FieldDescription;
  mode: FormMode;
  inputId: string;
  hasError: boolean;
  /** A password shown as plain text. */
  isRevealed?: boolean;
}

const TEXT_TYPES = { text: 'text', email: 'email', tel: 'tel' } as const;

/** Text, number, textarea and select inputs, registered with the form and parsed on the way in. */
export function NativeInput({ name, field, mode, inputId, hasError, isRevealed = false }: NativeInputProps) {
  const { register } = useFormContext();
  const copyPhoneNumber = usePhoneNumberCopy(name);
  const registration = register(name, { setValueAs: (text: unknown) => parseInput(field, text, mode), onBlur: copyPhoneNumber });
  const common = {
    id: inputId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy(inputId, { hasHelp: Boolean(field.help), hasError }),
    className: `${inputClass} ${inputStateClass(hasError)} pr-9`,
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
          {!field.required && <option value="">Select…</option>}
          {/* Spec §2.6: flags read Yes or No, as the lists show them; the values stay the booleans' text. */}
          <option value="true">Yes</option>
          <option value="false">No</option>
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
    case 'keyValues':
    case 'group':
      throw new Error(`${input.kind} fields have their own input`);
    case 'date':
      return <input type="date" {...common} />;
    case 'password':
      return <input type={isRevealed ? 'text' : 'password'} autoComplete="new-password" placeholder={field.placeholder} {...common} />;
    default:
      return <input type={TEXT_TYPES[input.kind]} autoComplete="off" placeholder={field.placeholder} {...common} />;
  }
}
