import { useWatch } from 'react-hook-form';
import { ClearButton } from '../../ui/ClearButton';

/** Whether a field holds something a clear button would take away (0 and false count). */
export const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Spec §5's clear button, shown while the field holds something to clear: an empty field offers none. */
export function FieldClearButton({ name, onClear }: { name: string; onClear: () => void }) {
  const value: unknown = useWatch({ name });
  return hasValue(value) ? <ClearButton onClear={onClear} /> : null;
}
