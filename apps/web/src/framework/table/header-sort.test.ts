import { describe, expect, it } from 'vitest';
import { nextSort, sortDirectionOf } from './header-sort';

describe('sorting by a heading', () => {
  it('reads the direction of sort_by for one field only', () => {
    expect(sortDirectionOf('number', 'number')).toBe('ascending');
    expect(sortDirectionOf('-number', 'number')).toBe('descending');
    expect(sortDirectionOf('-name', 'number')).toBeUndefined();
    expect(sortDirectionOf(undefined, 'number')).toBeUndefined();
  });

  it('sorts ascending first, then toggles', () => {
    expect(nextSort(undefined, 'number')).toBe('number');
    expect(nextSort('-name', 'number')).toBe('number');
    expect(nextSort('number', 'number')).toBe('-number');
    expect(nextSort('-number', 'number')).toBe('number');
  });
});
