import { describe, expect, it } from 'vitest';
import { localToday, presetRange } from './report-range';

describe('report ranges', () => {
  it('takes today in the operator’s zone', () => {
    expect(localToday('Africa/Lagos', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(localToday('UTC', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-27');
  });

  it('turns each preset into its dates, weeks from Monday', () => {
    expect(presetRange('today', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('this_week', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-28' });
    expect(presetRange('this_month', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(presetRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
