import { describe, expect, it } from 'vitest';
import { minorUnitsOf, rechargeFormSchema } from './recharge-form';

describe('the recharge form', () => {
  it('sends the typed amount × 100 exactly, as a whole number', () => {
    expect(minorUnitsOf('19.99')).toBe(1999);
    expect(minorUnitsOf('0.1')).toBe(10);
    expect(minorUnitsOf(' 500 ')).toBe(50_000);
    expect(rechargeFormSchema.parse({ line: '7', amount: '125.5' })).toEqual({ lineId: 7, amount: 12_550 });
  });

  it("refuses with spec 02 §5's words what cannot be sent", () => {
    const messages = (values: { line: string; amount: string }) => rechargeFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(messages({ line: '', amount: '' })).toEqual(['User line is required', 'Amount is required']);
    expect(messages({ line: '1', amount: '12.345' })).toEqual(['Amount must be a number with at most 2 decimals']);
    expect(messages({ line: '1', amount: 'abc' })).toEqual(['Amount must be a number with at most 2 decimals']);
    expect(messages({ line: '1', amount: '0.00' })).toEqual(['Amount must be greater than 0']);
  });
});
