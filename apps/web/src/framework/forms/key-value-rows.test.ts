import { describe, expect, it } from 'vitest';
import { gateways } from '@ringledger/contract';
import { entryProblem, rowProblems, rowsOf, suggestionsFor, valueOf, withRowAdded, withRowChanged, withRowRemoved } from './key-value-rows';

describe('key/value rows', () => {
  it('shows one row per key of the stored object in key order, or one empty row to type into', () => {
    expect(rowsOf({ username: 'acme', register: 'true' })).toEqual([
      { key: 'register', value: 'true' },
      { key: 'username', value: 'acme' },
    ]);
    expect(rowsOf({})).toEqual([{ key: '', value: '' }]);
    expect(rowsOf(null)).toEqual([{ key: '', value: '' }]);
    expect(rowsOf('[object Object]')).toEqual([{ key: '', value: '' }]);
  });

  it('makes the object of text values, leaving blank rows out and keys trimmed; an empty value is kept', () => {
    const rows = [
      { key: ' username ', value: 'acme' },
      { key: '', value: '  ' },
      { key: 'register', value: '' },
    ];
    expect(valueOf(rows)).toEqual({ username: 'acme', register: '' });
    expect(valueOf([{ key: '', value: '' }])).toEqual({});
  });

  it('keeps rows no object can hold as entries, which the field refuses, so the form cannot save them', () => {
    const twice = [
      { key: 'ping', value: '30' },
      { key: 'ping ', value: '60' },
    ];
    expect(valueOf(twice)).toEqual([
      ['ping', '30'],
      ['ping ', '60'],
    ]);
    expect(gateways.fields.parameters.schema.safeParse(valueOf(twice)).success).toBe(false);
    expect(valueOf([{ key: '', value: 'orphan' }])).toEqual([['', 'orphan']]);
  });

  it('marks the later row of a key given twice, a value without a key, and what the field refuses', () => {
    const check = (key: string, value: string) => entryProblem(gateways.fields.parameters.schema, key, value);
    const rows = [
      { key: 'realm', value: 'a' },
      { key: '', value: '' },
      { key: 'realm', value: 'b' },
      { key: '', value: 'c' },
      { key: 'password', value: 'x' },
      { key: 'bad key', value: 'x' },
      { key: 'ping', value: 'x'.repeat(1025) },
    ];
    expect(rowProblems(rows, check)).toEqual([
      undefined,
      undefined,
      { message: 'Key realm is already given in row 1', side: 'key' },
      { message: 'Key is required', side: 'key' },
      { message: 'Put the password in the Password field, where it is stored encrypted', side: 'key' },
      { message: 'Parameters: names hold letters, digits and dashes, starting with a letter, at most 64 characters', side: 'key' },
      { message: 'Parameters: values must be at most 1024 characters', side: 'value' },
    ]);
  });

  it('adds, changes and removes rows, always leaving one to type into', () => {
    const rows = withRowAdded([{ key: 'ping', value: '30' }]);
    expect(rows).toHaveLength(2);
    expect(withRowChanged(rows, 1, { key: 'realm' })[1]).toEqual({ key: 'realm', value: '' });
    expect(withRowRemoved(rows, 0)).toEqual([{ key: '', value: '' }]);
    expect(withRowRemoved([{ key: 'ping', value: '30' }], 0)).toEqual([{ key: '', value: '' }]);
  });

  it('offers only the suggested keys no row gives yet', () => {
    expect(suggestionsFor([{ key: 'realm', value: '' }], ['username', 'realm', 'proxy'])).toEqual(['username', 'proxy']);
  });
});
