import { describe, expect, it } from 'vitest';
import { createSchema, updateSchema } from '../resource.js';
import { dids } from './dids.js';

const create = createSchema(dids);
const update = updateSchema(dids);
const valid = { number: '2348012345678', account_id: 1, call_billing_account_id: 2 };

/** The first message zod gives for a field, or undefined when the input is accepted. */
function messageFor(schema: typeof create | typeof update, input: Record<string, unknown>, field: string) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('DID create schema', () => {
  it('accepts a minimal DID and fills in the spec defaults', () => {
    const parsed = create.parse(valid);
    expect(parsed.leg_timeout).toBeUndefined();
    expect(parsed).toMatchObject({ ...valid, enabled: true, simultaneous_extension: false, cost: '0', connectcost: '0' });
    expect(parsed).not.toHaveProperty('ringback');
  });

  it.each([{}, { number: '' }, { number: '   ' }, { number: null }])('requires a number (%o)', (input) => {
    expect(messageFor(create, { ...valid, number: undefined, ...input }, 'number')).toBe('Number is required');
  });

  it('accepts digits with an optional leading + and trims spaces', () => {
    expect(create.parse({ ...valid, number: ' +15551234567 ' }).number).toBe('+15551234567');
  });

  it.each(['12a45', '555-1234', '12 34', '++123', '123+'])('refuses a number that is not digits only: %s', (number) => {
    expect(messageFor(create, { ...valid, number }, 'number')).toBe('Number must contain digits only, with an optional leading +');
  });

  it('limits the number to 20 characters', () => {
    expect(messageFor(create, { ...valid, number: '1'.repeat(20) }, 'number')).toBeUndefined();
    expect(messageFor(create, { ...valid, number: '1'.repeat(21) }, 'number')).toBe('Number must be at most 20 digits');
  });

  it.each([
    ['account_id', 'Account is required'],
    ['call_billing_account_id', 'Call Account is required'],
  ])('requires %s with "%s", naming that field', (field, message) => {
    for (const value of [undefined, null, 0, -3, 1.5, '7', 'abc']) {
      expect(messageFor(create, { ...valid, [field]: value }, field)).toBe(message);
    }
  });

  it('checks leg_timeout: at least 1 and a whole number', () => {
    expect(create.parse({ ...valid, leg_timeout: 1 }).leg_timeout).toBe(1);
    expect(messageFor(create, { ...valid, leg_timeout: 0 }, 'leg_timeout')).toBe('Leg timeout must be at least 1');
    expect(messageFor(create, { ...valid, leg_timeout: 2.5 }, 'leg_timeout')).toBe('Leg timeout must be a whole number');
    expect(messageFor(create, { ...valid, leg_timeout: '30' }, 'leg_timeout')).toBe('Leg timeout must be a number');
  });

  it('keeps explicit booleans and refuses non-booleans', () => {
    expect(create.parse({ ...valid, enabled: false, simultaneous_extension: true })).toMatchObject({ enabled: false, simultaneous_extension: true });
    expect(messageFor(create, { ...valid, enabled: 'yes' }, 'enabled')).toBe('Enabled must be true or false');
  });

  it.each(['cost', 'connectcost'])('takes %s as a number or a string and answers an exact decimal string', (field) => {
    expect(create.parse({ ...valid, [field]: 1.5 })[field]).toBe('1.5');
    expect(create.parse({ ...valid, [field]: '0.12345' })[field]).toBe('0.12345');
    expect(create.parse({ ...valid, [field]: ' 12 ' })[field]).toBe('12');
  });

  it.each(['cost', 'connectcost'])('refuses negative, over-precise and non-numeric %s', (field) => {
    const label = field === 'cost' ? 'Cost' : 'Connect cost';
    const message = `${label} must be a non-negative amount with at most 5 decimals`;
    for (const value of [-1, '-0.5', '0.123456', 0.123456, 'abc', '1e3', '']) {
      expect(messageFor(create, { ...valid, [field]: value }, field)).toBe(message);
    }
    expect(messageFor(create, { ...valid, [field]: true }, field)).toBe(`${label} must be a number`);
  });

  it('takes a call type from its vocabulary (what the DID rings) or none, and refuses any other with the choices', () => {
    expect(create.parse({ ...valid, call_type: 'queue', call_type_id: 3 })).toMatchObject({ call_type: 'queue', call_type_id: 3 });
    expect(create.parse({ ...valid, call_type: 'extensions' }).call_type).toBe('extensions');
    expect(create.parse({ ...valid, call_type: null }).call_type).toBeNull();
    for (const value of ['ivr', 'Queue', '', 7])
      expect(messageFor(create, { ...valid, call_type: value }, 'call_type')).toBe('Call type must be one of: extensions, queue');
  });

  it('allows ringback and call_type to be null but not too long', () => {
    expect(create.parse({ ...valid, ringback: null }).ringback).toBeNull();
    expect(messageFor(create, { ...valid, ringback: 'x'.repeat(256) }, 'ringback')).toBe('Ringback must be at most 255 characters');
  });

  it('drops an echoed id and refuses any other unknown key by name', () => {
    expect(create.parse({ ...valid, id: 99 })).not.toHaveProperty('id');
    expect(messageFor(create, { ...valid, created_by_id: 5, is_admin: true }, 'created_by_id')).toBeUndefined();
    const refused = create.safeParse({ ...valid, created_by_id: 5, is_admin: true });
    expect(refused.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['created_by_id', 'is_admin'], message: 'Unknown field: created_by_id, is_admin' },
    ]);
  });
});

describe('DID update schema', () => {
  it('applies no defaults, so a PATCH changes only what it names', () => {
    expect(update.parse({})).toEqual({});
    expect(update.parse({ enabled: false })).toEqual({ enabled: false });
  });

  it('still validates every given field with the same messages', () => {
    expect(messageFor(update, { number: 'abc' }, 'number')).toBe('Number must contain digits only, with an optional leading +');
    expect(messageFor(update, { number: '' }, 'number')).toBe('Number is required');
    expect(messageFor(update, { account_id: 0 }, 'account_id')).toBe('Account is required');
    expect(messageFor(update, { leg_timeout: 0 }, 'leg_timeout')).toBe('Leg timeout must be at least 1');
    expect(messageFor(update, { cost: -2 }, 'cost')).toBe('Cost must be a non-negative amount with at most 5 decimals');
  });

  it('refuses null for required fields but allows clearing nullable ones', () => {
    expect(messageFor(update, { number: null }, 'number')).toBe('Number is required');
    expect(messageFor(update, { account_id: null }, 'account_id')).toBe('Account is required');
    expect(update.parse({ ringback: null })).toEqual({ ringback: null });
  });

  it('ignores an echoed id and refuses unknown keys', () => {
    expect(update.parse({ id: 7, number: '123' })).toEqual({ number: '123' });
    expect(update.safeParse({ number: '123', extra: 'x' }).success).toBe(false);
  });
});
