import { describe, expect, it } from 'vitest';
import { withChanges } from './address-params';

describe('address changes', () => {
  it('sets and removes parameters, keeping the others', () => {
    const next = withChanges(new URLSearchParams('page=3&from=2024-07-01&search=ada'), { page: '1', to: '2024-07-02', search: '', from: undefined });
    expect(next.toString()).toBe('page=1&to=2024-07-02');
  });
});
