import { describe, expect, it } from 'vitest';
import { rowsOf, textOf, withRowAdded, withRowChanged, withRowRemoved } from './translation-rows';

describe('translation rows', () => {
  it('shows a stored list as pairs, "*" as an empty side, and an empty list as one blank pair', () => {
    expect(rowsOf('0/234,+/*')).toEqual([
      { from: '0', to: '234' },
      { from: '+', to: '' },
    ]);
    expect(rowsOf('')).toEqual([{ from: '', to: '' }]);
    expect(rowsOf(null)).toEqual([{ from: '', to: '' }]);
  });

  it('stores the pairs with "*" for an empty side and leaves out blank pairs', () => {
    expect(
      textOf([
        { from: '0', to: '234' },
        { from: '', to: '' },
        { from: '00', to: '' },
      ]),
    ).toBe('0/234,00/*');
    expect(textOf([{ from: '', to: '' }])).toBe('');
  });

  it('adds a blank pair, changes one side, and removes pairs from the second on only', () => {
    const rows = withRowChanged(withRowAdded(rowsOf('0/234')), 1, { from: '+' });
    expect(textOf(rows)).toBe('0/234,+/*');
    expect(withRowRemoved(rows, 0)).toEqual(rows);
    expect(textOf(withRowRemoved(rows, 1))).toBe('0/234');
  });
});
