import { describe, expect, it } from 'vitest';
import { MASKED, MASKED_CHANGED } from '@ringledger/contract';
import { changedFields, maskedRow } from './audit-values.js';

describe('audit values', () => {
  it('keeps a row as JSON would, with every secret masked and an empty one left empty', () => {
    const made = new Date('2026-11-28T03:00:00.000Z');
    const row = { id: 4, login: 'ada', password_hash: '$argon2id$…', password: null, token_hash: 'ab12', created_at: made, updated_at: made };
    expect(maskedRow(row)).toEqual({ id: 4, login: 'ada', password_hash: MASKED, password: null, token_hash: MASKED, created_at: '2026-11-28T03:00:00.000Z' });
  });

  it('answers only the fields an edit changed, and a changed secret as masked on both sides', () => {
    const current = { name: 'GW', enabled: true, password: 'sealed:old', parameters: { a: '1' }, updated_at: new Date(0) };
    const next = { name: 'GW', enabled: false, password: 'sealed:new', parameters: { a: '1' }, updated_at: new Date() };
    expect(changedFields(current, next)).toEqual({
      before: { enabled: true, password: MASKED },
      after: { enabled: false, password: MASKED_CHANGED },
    });
    expect(changedFields(current, { password: null })).toEqual({ before: { password: MASKED }, after: { password: null } });
  });
});
