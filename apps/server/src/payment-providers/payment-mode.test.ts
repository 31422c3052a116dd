import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './index.js';
import { describePaymentMode } from './payment-mode.js';

describe("the start banner's card payment line", () => {
  const sandbox = createPaymentProvider({ provider: 'sandbox' });

  it('says payments are off because PAYMENT_PROVIDER is not set, and how to turn them on', () => {
    expect(describePaymentMode(null, { isProviderSet: false })).toBe(
      'Card payments: off, as PAYMENT_PROVIDER is not set. Set it to paystack or stripe (with its keys) to take card recharges, or to sandbox to try them without charging a card.',
    );
    expect(describePaymentMode(null, { isProviderSet: true })).toBe('Card payments: off (PAYMENT_PROVIDER=none)');
  });

  it('says the sandbox is the demo database default when nobody chose it, and that it charges no card', () => {
    const defaulted = describePaymentMode(sandbox, { isProviderSet: false });
    expect(defaulted).toMatch(/^Card payments: TEST MODE, the sandbox checkout, the default on a database seeded with the demo: no card is charged/);
    expect(defaulted).toContain('Set PAYMENT_PROVIDER (paystack or stripe, with its keys) before going live.');
    expect(describePaymentMode(sandbox, { isProviderSet: true })).toMatch(/^Card payments: TEST MODE, the sandbox checkout: no card is charged/);
  });

  it('names a real provider, and says so when its keys are test keys', () => {
    const paystack = createPaymentProvider({ provider: 'paystack', paystack: { secretKey: 'sk_test_abc' } });
    expect(describePaymentMode(paystack, { isProviderSet: true })).toBe('Card payments: paystack with test keys: no real card is charged');
  });
});
