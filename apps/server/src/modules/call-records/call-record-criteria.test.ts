import { describe, expect, it } from 'vitest';
import { canUseDayTotals, canUsePrefixDays, canUseRollups, criteriaOf } from './call-record-criteria.js';

describe('which rollup answers a filter', () => {
  const users = (query: Parameters<typeof criteriaOf>[1], scope = {}) => criteriaOf('user', query, scope);

  it('sums a destination prefix of up to six characters from the prefix rollup, with a direction, call type and dates', () => {
    for (const destination of ['2', '234803', '+23480']) expect(canUsePrefixDays(users({ destination })), destination).toBe(true);
    const narrowed = users({ destination: '234803', direction: 'outbound', call_type: 'STANDARD', from: new Date('2026-01-01'), to: new Date('2026-02-01') });
    expect(canUsePrefixDays(narrowed)).toBe(true);
    expect(canUseRollups(narrowed)).toBe(true);
    expect(canUseDayTotals(narrowed)).toBe(false);
  });

  it('reads the records for a longer prefix, or a prefix with anything the prefix rollup does not hold', () => {
    const records = [
      users({ destination: '2348031' }),
      users({ destination: '234803', account_id: 4 }),
      users({ destination: '234803', extension_id: 4 }),
      users({ destination: '234803', caller: '1001' }),
      users({ destination: '234803', search: '0803' }),
      users({ destination: '234803' }, { ownerId: 7 }),
    ];
    for (const criteria of records) {
      expect(canUsePrefixDays(criteria)).toBe(false);
      expect(canUseRollups(criteria)).toBe(false);
    }
  });

  it('keeps the account rollup and the coarse totals for filters without a number', () => {
    expect(canUseDayTotals(users({ direction: 'inbound' }))).toBe(true);
    expect(canUseDayTotals(users({ account_id: 3 }))).toBe(false);
    expect(canUseRollups(users({ account_id: 3 }))).toBe(true);
    expect(canUseRollups(users({ caller: '1001' }))).toBe(false);
  });
});
