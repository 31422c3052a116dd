import { wholeUnitsMessage } from '@ringledger/contract';

/*
 * Stripe counts most currencies in hundredths, as the recharge amount arrives (spec 02 §9), but
 * some in whole units and a few in thousandths (docs.stripe.com/currencies). Sent as hundredths,
 * 5,000 XOF would be charged as 500,000 XOF.
 */

/** Currencies Stripe takes in whole units: not the ISO list (WHOLE_UNIT_CURRENCIES), since Stripe takes MGA whole and ISK in hundredths. */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
/** Currencies Stripe takes in thousandths (a multiple of ten, so hundredths carry over exactly). */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

const isZeroDecimal = (currency: string) => ZERO_DECIMAL.has(currency.toUpperCase());
const isThreeDecimal = (currency: string) => THREE_DECIMAL.has(currency.toUpperCase());

/** Why Stripe cannot take this amount (in hundredths) in this currency, if it cannot: a few currencies with a minor unit (MGA) it takes whole. */
export function stripeAmountProblem(hundredths: number, currency: string): string | undefined {
  return isZeroDecimal(currency) && hundredths % 100 !== 0 ? wholeUnitsMessage(currency) : undefined;
}

/** Hundredths of the currency as Stripe's `unit_amount`. */
export function toStripeAmount(hundredths: number, currency: string): number {
  if (isZeroDecimal(currency)) return hundredths / 100;
  return isThreeDecimal(currency) ? hundredths * 10 : hundredths;
}

/** Stripe's `amount_total` in hundredths of the currency; undefined where it holds less than a hundredth. */
export function fromStripeAmount(amount: number, currency: string): number | undefined {
  if (isZeroDecimal(currency)) return amount * 100;
  if (!isThreeDecimal(currency)) return amount;
  return amount % 10 === 0 ? amount / 10 : undefined;
}
