import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorSchema } from '@ringledger/contract';
import { ApiError } from '../../api/client';

/** What a refused save says about each field it names (`{"fields": {"amount": "Insufficient balance…"}}`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const answer = errorSchema.safeParse(error.answer);
  return answer.success ? (answer.data.fields ?? {}) : {};
}

/**
 * Puts the server's message for each field under that field, the first one focused; the
 * message of the whole answer is toasted by the one failure path (data/mutation-failures.ts).
 * `fieldOf` names the form's field for a name the answer uses, when they differ (a configuration's
 * id stands for the form's `value`); a name it has no field for is left to the toast.
 */
export function showFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (name: string) => FieldPath<Values> | undefined = (name) => name as FieldPath<Values>,
) {
  const named = Object.entries(fieldErrorsOf(error)).flatMap(([name, message]) => {
    const field = fieldOf(name);
    return field ? [{ field, message }] : [];
  });
  named.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
}

/** A field's error is shown once it was touched, or at once when it is the server's. */
export function isErrorShown(state: { isTouched: boolean; error?: { type: string } }) {
  return state.isTouched || state.error?.type === 'server';
}

/** What describes an input to assistive technology: its help text, and its error once shown. */
export function describedBy(inputId: string, { hasHelp, hasError }: { hasHelp: boolean; hasError: boolean }) {
  const ids = [hasHelp && `${inputId}-help`, hasError && `${inputId}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
