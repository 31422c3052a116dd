import { describe, expect, it } from 'vitest';
import { countPages } from './Pager';

describe('countPages', () => {
  it('is ceil(total / limit), at least 1', () => {
    expect(countPages(0, 20)).toBe(1);
    expect(countPages(20, 20)).toBe(1);
    expect(countPages(21, 20)).toBe(2);
  });
});
