import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './safe-cells.js';

describe('cells a spreadsheet would run', () => {
  it.each(['=HYPERLINK("http://x","y")', '+cmd|calc', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1'])('get a leading quote: %j', (cell) => {
    expect(neutralizeFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['Nigeria MTN', '234803', '0.12000', "'=already quoted", ''])('are left alone otherwise: %j', (cell) => {
    expect(neutralizeFormula(cell)).toBe(cell);
  });
});
