import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { fieldErrorsOf, isErrorShown } from './field-errors';

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
