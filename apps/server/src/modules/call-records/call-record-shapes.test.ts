import { describe, expect, it } from 'vitest';
import { criteriaOf, type CallRecordScope } from './call-record-criteria.js';
import { bindCriteria } from './call-record-shapes.js';

const users = (query: Parameters<typeof criteriaOf>[1], scope: CallRecordScope = {}) => bindCriteria(criteriaOf('user', query, scope));

describe('the shape a call-record statement is built for', () => {
  it('is the same for filters naming the same dimensions, whose values differ', () => {
    const may = users({ from: new Date('2026-05-01'), to: new Date('2026-05-31'), direction: 'outbound', destination: '2348' });
    const june = users({ from: new Date('2026-06-01'), to: new Date('2026-06-30'), direction: 'inbound', destination: '4420' });
    expect(june.key).toBe(may.key);
    expect(may.values).toMatchObject({ direction: 'outbound', destination_prefix: '2348', days_from: '2026-05-01', days_until: '2026-06-01' });
    expect(june.values).toMatchObject({ direction: 'inbound', destination_prefix: '4420', days_from: '2026-06-01', days_until: '2026-07-01' });
  });

  it('differs for each dimension a filter names', () => {
    const dimensions: Parameters<typeof criteriaOf>[1][] = [
      {},
      { from: new Date('2026-05-01') },
      { to: new Date('2026-05-31') },
      { call_type: 'DID' },
      { direction: 'inbound' },
      { user_id: 4 },
      { extension_id: 4 },
      { call_account_id: 4 },
      { account_id: 4 },
      { destination: '234' },
      { caller: '1001' },
      { search: '1001' },
    ];
    const keys = new Set(dimensions.map((query) => users(query).key));
    expect(keys.size).toBe(dimensions.length);
    expect(users({}, { ownerId: 7 }).key).not.toBe(users({}).key);
    expect(bindCriteria({ ...criteriaOf('user', {}), isUnratedOnly: true }).key).not.toBe(users({}).key);
    expect(bindCriteria(criteriaOf('provider', {})).key).not.toBe(users({}).key);
  });

  it('differs where the range cuts a day, which the records answer instead of the rollups', () => {
    const wholeDays = users({ from: new Date('2026-05-01T00:00:00Z'), to: new Date('2026-05-31T00:00:00Z') });
    const partDays = users({ from: new Date('2026-05-01T10:00:00Z'), to: new Date('2026-05-31T16:30:00Z') });
    expect(partDays.key).not.toBe(wholeDays.key);
    expect(partDays.values).toMatchObject({
      head_from: new Date('2026-05-01T10:00:00Z'),
      head_until: new Date('2026-05-02T00:00:00Z'),
      tail_from: new Date('2026-05-31T00:00:00Z'),
      tail_until: new Date('2026-05-31T16:30:00Z'),
    });
  });

  it('differs for a prefix longer than the prefix rollup keeps', () => {
    expect(users({ destination: '2348031' }).key).not.toBe(users({ destination: '234803' }).key);
  });

  it('binds typed prefixes as patterns that match % and _ as themselves', () => {
    expect(users({ caller: '10_%' }).values).toMatchObject({ caller_pattern: '10\\_\\%%' });
  });
});
