import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { fieldErrorsOf, isErrorShown, showFieldErrors } from './field-errors';

describe('fieldErrorsOf', () => {
  it('reads the fields an error answer names', () => {
    const error = new ApiError(400, 'Insufficient balance', { error: 'Insufficient balance', fields: { amount: 'Insufficient balance' } });
    expect(fieldErrorsOf(error)).toEqual({ amount: 'Insufficient balance' });
  });

  it('finds none in an answer without fields, or in a failure that is no answer', () => {
    expect(fieldErrorsOf(new ApiError(409, 'Taken', { error: 'Taken' }))).toEqual({});
    expect(fieldErrorsOf(new ApiError(502, 'An unexpected error occurred', null))).toEqual({});
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('isErrorShown', () => {
  it("shows the schema's errors once touched and the server's at once", () => {
    expect(isErrorShown({ isTouched: false, error: { type: 'too_small' } })).toBe(false);
    expect(isErrorShown({ isTouched: true, error: { type: 'too_small' } })).toBe(true);
    expect(isErrorShown({ isTouched: false, error: { type: 'server' } })).toBe(true);
  });
});

describe('showFieldErrors', () => {
  it("marks each named field, focusing the first, and renames the answer's names to the form's where they differ", () => {
    const marked: [string, string | undefined, boolean | undefined][] = [];
    const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) =>
      marked.push([name, error.message, options?.shouldFocus]);
    const error = new ApiError(400, 'Configuration 7 (Currency): bad', { error: 'Configuration 7 (Currency): bad', fields: { '7': 'bad', '8': 'other' } });
    showFieldErrors<{ value: string }>(error, setError, (name) => (name === '7' ? 'value' : undefined));
    expect(marked).toEqual([['value', 'bad', true]]);
  });
});
