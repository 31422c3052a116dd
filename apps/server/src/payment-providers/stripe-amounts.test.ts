import { describe, expect, it } from 'vitest';
import { fromStripeAmount, stripeAmountProblem, toStripeAmount } from './stripe-amounts.js';

describe("amounts in Stripe's unit for the currency", () => {
  it('sends hundredths as they are for two-decimal currencies, and reads them back', () => {
    expect(toStripeAmount(12_345, 'ngn')).toBe(12_345);
    expect(fromStripeAmount(12_345, 'ngn')).toBe(12_345);
    expect(stripeAmountProblem(12_345, 'USD')).toBeUndefined();
  });

  it('sends whole units for zero-decimal currencies, and refuses a fraction of one', () => {
    expect(toStripeAmount(500_000, 'XOF')).toBe(5_000);
    expect(fromStripeAmount(5_000, 'xof')).toBe(500_000);
    expect(stripeAmountProblem(500_000, 'XAF')).toBeUndefined();
    expect(stripeAmountProblem(500_050, 'JPY')).toBe('Card payments in JPY are in whole units: enter an amount without decimals');
  });

  it('sends thousandths for three-decimal currencies, and reads back only whole hundredths', () => {
    expect(toStripeAmount(1_234, 'KWD')).toBe(12_340);
    expect(fromStripeAmount(12_340, 'kwd')).toBe(1_234);
    expect(fromStripeAmount(12_345, 'KWD')).toBeUndefined();
  });
});
