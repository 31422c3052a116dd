import { describe, expect, it } from 'vitest';
import type { ConfigurationRecord } from '@ringledger/contract';
import { inputTextOf, updateSchema } from './configuration-form';

const stamp = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };
const row = (fields: Partial<ConfigurationRecord>): ConfigurationRecord =>
  ({ description: null, group: 'telephony', min: null, max: null, choices: null, enabled: true, ...stamp, ...fields }) as ConfigurationRecord;

const rows = new Map([
  ['2', row({ id: 2, name: 'did_leg_timeout', label: 'Default DID Leg Timeout', type: 'integer', value: 60, min: '1', max: '3600' })],
  ['3', row({ id: 3, name: 'mail_from', label: 'E-mail Sender', type: 'text', value: 'Ringledger <a@b.c>', min: '3', max: '254' })],
  ['4', row({ id: 4, name: 'recording', label: 'Record Calls', type: 'boolean', value: false })],
]);
const schema = updateSchema((id) => rows.get(id));

function messageFor(values: { id: string; value: string }, path: string) {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('the Update Configuration form', () => {
  it('sends the value as the server stores it', () => {
    expect(schema.parse({ id: '2', value: '45' })).toEqual({ id: 2, value: 45 });
    expect(schema.parse({ id: '4', value: 'true' })).toEqual({ id: 4, value: true });
  });

  it("refuses with the server's sentences: the row's bounds and its setting's shape", () => {
    expect(messageFor({ id: '2', value: '0' }, 'value')).toBe('Default DID Leg Timeout must be at least 1');
    expect(messageFor({ id: '2', value: '' }, 'value')).toBe('Default DID Leg Timeout must be a whole number');
    expect(messageFor({ id: '3', value: 'nobody' }, 'value')).toBe('E-mail Sender must be an address like "Ringledger <no-reply@example.com>"');
  });

  it('needs a configuration chosen', () => {
    expect(messageFor({ id: '', value: '1' }, 'id')).toBe('Configuration is required');
  });

  it('holds a stored value as its input text', () => {
    expect([inputTextOf(true), inputTextOf(60), inputTextOf('0.50000')]).toEqual(['true', '60', '0.50000']);
  });
});
