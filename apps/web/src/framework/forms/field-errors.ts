import type { UseFormSetError } from 'react-hook-form';
import { errorSchema } from '@ringledger/contract';
import { ApiError } from '../../api/client';
import type { FormValues } from './form-values';

/** What a refused save says about each field it names (`{"fields": {"amount": "Insufficient balance…"}}`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const answer = errorSchema.safeParse(error.answer);
  return answer.success ? (answer.data.fields ?? {}) : {};
}

/**
 * Puts the server's message for each field under that field, the first one focused; the
 * message of the whole answer is toasted by the one failure path (data/mutation-failures.ts).
 */
export function showFieldErrors(error: unknown, setError: UseFormSetError<FormValues>) {
  Object.entries(fieldErrorsOf(error)).forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
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
