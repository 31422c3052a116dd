import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, idParamSchema, listQuerySchema, sortValuesOf } from './list-query.js';

const schema = listQuerySchema(['number', 'enabled']);
const errorOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('list query', () => {
  it('defaults to page 1 and 20 rows', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(schema.parse({})).toMatchObject({ page: 1, limit: 20 });
  });

  it('coerces query-string numbers', () => {
    expect(schema.parse({ page: '3', limit: '50' })).toMatchObject({ page: 3, limit: 50 });
  });

  it('caps limit at 100', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(schema.parse({ limit: '100' }).limit).toBe(100);
    expect(errorOf({ limit: '101' })).toBe('limit must be at most 100');
  });

  it.each([
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: '-1' }, 'page must be at least 1'],
    [{ page: 'abc' }, 'page must be a whole number'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: 'ten' }, 'limit must be a whole number'],
    [{ page: '99999999999' }, 'page is too large'],
  ])('refuses %o', (input, message) => {
    expect(errorOf(input)).toBe(message);
  });

  it('accepts only whitelisted sort fields and their descending variants', () => {
    for (const sort_by of ['number', '-number', 'enabled', '-enabled', '']) expect(errorOf({ sort_by })).toBeUndefined();
    for (const sort_by of ['id', '-id', 'password', 'number;drop table dids', '--number', 'Number', ' number']) {
      expect(errorOf({ sort_by })).toBe('sort_by must be one of: number, -number, enabled, -enabled');
    }
  });

  it('offers each sortable field in both directions, for the console to check a sort before sending it', () => {
    expect(sortValuesOf(['number', 'enabled'])).toEqual(['number', '-number', 'enabled', '-enabled']);
  });

  it('refuses every sort_by when nothing is sortable', () => {
    expect(listQuerySchema([]).safeParse({ sort_by: 'id' }).success).toBe(false);
  });

  it('trims search and limits it to 100 characters', () => {
    expect(schema.parse({ search: '  abc ' }).search).toBe('abc');
    expect(errorOf({ search: 'x'.repeat(101) })).toBe('search must be at most 100 characters');
  });
});

describe('id parameter', () => {
  it('accepts positive whole numbers and refuses everything else', () => {
    expect(idParamSchema.parse({ id: '42' }).id).toBe(42);
    for (const id of ['abc', '1.5', '0', '-1', '2147483648', '1e3x', '1e3', '0x10', ' 7', '007']) expect(idParamSchema.safeParse({ id }).success).toBe(false);
  });
});
