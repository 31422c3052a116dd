import { FieldFrame } from './FieldFrame';
import { describedBy } from './field-errors';
import type { FixedField } from './fixed-at-creation';
import { inputClass, inputStateClass } from '../../ui/field-styles';

/** A field set once, when the row was made (a device's username): labelled like the others, showing its value, never sent. */
export function ReadOnlyField({ fixed, inputId }: { fixed: FixedField; inputId: string }) {
  const { field, text } = fixed;
  return (
    <FieldFrame inputId={inputId} label={field.label} help={field.help}>
      <input
        id={inputId}
        value={text}
        readOnly
        disabled
        aria-describedby={describedBy(inputId, { hasHelp: Boolean(field.help), hasError: false })}
        className={`${inputClass} ${inputStateClass(false)} text-slate-700 dark:text-slate-300`}
      />
    </FieldFrame>
  );
}
