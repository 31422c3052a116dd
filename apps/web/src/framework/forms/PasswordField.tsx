import { useState, type ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldDescription } from '@ringledger/contract';
import { Button } from '../../ui/Button';
import { FieldClearButton } from './FieldClearButton';
import { FieldFrame } from './FieldFrame';
import { NativeInput } from './NativeInput';
import { generatePassword } from './generate-password';
import type { FormMode } from './form-values';

interface PasswordFieldProps {
  name: string;
  field: FieldDescription & { input: { kind: 'password' } };
  mode: FormMode;
  frame: Omit<ComponentProps<typeof FieldFrame>, 'children' | 'footer'>;
  onClear: () => void;
}

/** A secret, hidden unless asked for; where the field allows it, a strong random one at a click. */
export function PasswordField({ name, field, mode, frame, onClear }: PasswordFieldProps) {
  const { setValue } = useFormContext();
  const [isRevealed, setIsRevealed] = useState(false);

  // Shown at once, so the operator can hand the password over before it is mailed.
  const fillGenerated = () => {
    setValue(name, generatePassword(), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    setIsRevealed(true);
  };

  const footer = (
    <div className="mt-2 flex flex-wrap gap-2">
      {field.input.canGenerate && (
        <Button variant="secondary" className="h-8 px-3" onClick={fillGenerated}>
          Auto-Generate Password
        </Button>
      )}
      <Button variant="ghost" className="h-8 px-3" aria-pressed={isRevealed} onClick={() => setIsRevealed((revealed) => !revealed)}>
        {isRevealed ? 'Hide password' : 'Show password'}
      </Button>
    </div>
  );

  return (
    <FieldFrame {...frame} footer={footer}>
      <NativeInput name={name} field={field} mode={mode} inputId={frame.inputId} hasError={Boolean(frame.error)} isRevealed={isRevealed} />
      <FieldClearButton name={name} onClear={onClear} />
    </FieldFrame>
  );
}
