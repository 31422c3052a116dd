import { useDraftText } from '../data/useDraftText';

interface AddressDateInputProps {
  id: string;
  /** The day the address holds (YYYY-MM-DD), or empty. */
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  className?: string;
}

/**
 * A day of a filter kept in the address. The box holds what is typed until the address has
 * caught up (see useDraftText): drawn from the address alone, it would jump back to the old day
 * while a busy page renders, and a person typing the year digit by digit would lose it.
 */
export function AddressDateInput({ id, value, onChange, min, max, className }: AddressDateInputProps) {
  const [text, setText, isLeaving] = useDraftText(value, onChange);
  return (
    <input
      id={id}
      type="date"
      value={text}
      min={min || undefined}
      max={max || undefined}
      readOnly={isLeaving}
      onChange={(event) => setText(event.target.value)}
      className={className}
    />
  );
}
