import { describe, expect, it } from 'vitest';
import { dids } from '@ringledger/contract';
import { changedFields, createDefaults, parseInput, pickValues, recordValues } from './form-values';

const { leg_timeout, enabled, ringback, number } = dids.fields;

describe('parseInput', () => {
  it('turns "true"/"false" into booleans and numeric text into numbers', () => {
    expect(parseInput(enabled, 'true', 'create')).toBe(true);
    expect(parseInput(enabled, 'false', 'create')).toBe(false);
    expect(parseInput(leg_timeout, '45', 'create')).toBe(45);
    expect(parseInput(number, '0123', 'create')).toBe('0123');
  });

  it('omits an emptied field on create, and clears nullable or required ones with null on edit', () => {
    expect(parseInput(ringback, '  ', 'create')).toBeUndefined();
    expect(parseInput(ringback, '', 'edit')).toBeNull();
    expect(parseInput(number, '', 'edit')).toBeNull();
    expect(parseInput(leg_timeout, '', 'edit')).toBeUndefined();
  });
});

describe('form values', () => {
  it('starts a create form from the description defaults', () => {
    expect(createDefaults(dids)).toMatchObject({ leg_timeout: 60, enabled: true, simultaneous_extension: false, number: undefined });
  });

  it('loads money as numbers and finds only the changed fields', () => {
    const loaded = recordValues(dids, { id: 1, number: '123', cost: '0.50000', ringback: null, leg_timeout: 60 });
    expect(loaded.cost).toBe(0.5);
    const changed = changedFields(loaded, { ...loaded, ringback: '', leg_timeout: 30 });
    expect(changed).toEqual(['leg_timeout']);
    expect(pickValues({ leg_timeout: 30, number: '9' }, changed)).toEqual({ leg_timeout: 30 });
  });
});
