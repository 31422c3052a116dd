import { useDraftText } from '../data/useDraftText';

interface AddressDateInputProps {
  id: string;
  /** A day (YYYY-MM-DD) or, with `type="time"`, a time of day (HH:mm), or empty. */
  value: string;
  type?: 'date' | 'time';
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  className?: string;
}

/**
 * A day (or a time of day) of a filter kept in the address. The box holds what is typed until the address has
 * caught up (see useDraftText): drawn from the address alone, it would jump back to the old day
 * while a busy page renders, and a person typing the year digit by digit would lose it.
 */
export function AddressDateInput({ id, value, type = 'date', onChange, min, max, className }: AddressDateInputProps) {
  const [text, setText, isLeaving] = useDraftText(value, onChange);
  return (
    <input
      id={id}
      type={type}
      value={text}
      min={min || undefined}
      max={max || undefined}
      readOnly={isLeaving}
      onChange={(event) => setText(event.target.value)}
      className={className}
    />
  );
}
