import Decimal from 'decimal.js';

/** Money is computed exactly; only the final amount is rounded, half-up, to the 5 decimals it is stored with. */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const MONEY_DECIMALS = 5;
/** Rate prefixes are at most this many digits (the rates.prefix column). */
export const MAX_PREFIX_LENGTH = 20;

/** The pricelist's part in a price: its increments (the fallback for a rate's 0) and its markup percent. */
export interface PricelistTerms {
  init_inc: number;
  inc: number;
  markup: number;
}

export interface RateTerms {
  prefix: string;
  cost_per_min: string;
  connect_cost: string;
  included_seconds: number;
  init_inc: number;
  inc: number;
  enabled: boolean;
}

export type CallPrice<R extends RateTerms = RateTerms> = { status: 'no_rate' } | { status: 'rated'; rate: R; chargedSeconds: number; cost: string };

/** Every prefix a rate could have to match the number, longest first; a leading + and other non-digits are ignored. */
export function prefixesOf(number: string) {
  const digits = number.replace(/\D/g, '').slice(0, MAX_PREFIX_LENGTH);
  return Array.from({ length: digits.length }, (_, index) => digits.slice(0, digits.length - index));
}

/** The enabled rate with the longest prefix the number starts with. */
export function chooseRate<R extends RateTerms>(rates: readonly R[], number: string): R | undefined {
  const byPrefix = new Map(rates.filter((rate) => rate.enabled).map((rate) => [rate.prefix, rate]));
  for (const prefix of prefixesOf(number)) {
    const rate = byPrefix.get(prefix);
    if (rate) return rate;
  }
  return undefined;
}

/**
 * The seconds billed once included seconds are used up: the first block (init_inc) is always
 * charged whole, the rest is rounded up to whole increments.
 */
export function chargedSecondsOf(billable: number, initInc: number, inc: number) {
  if (billable <= 0) return 0;
  return initInc + Math.ceil(Math.max(0, billable - initInc) / inc) * inc;
}

/** What a call of `seconds` billed seconds costs at one rate: the connect cost plus the charged time at the marked-up per-minute cost. */
export function costOfCall(pricelist: PricelistTerms, rate: RateTerms, seconds: number) {
  if (!Number.isInteger(seconds) || seconds < 0) throw new RangeError(`Billed seconds must be a whole number of at least 0, not ${seconds}`);
  if (seconds === 0) return { chargedSeconds: 0, cost: new Money(0).toFixed(MONEY_DECIMALS) };
  // A rate's 0 means "the pricelist's"; a second is the finest block there is.
  const initInc = Math.max(1, rate.init_inc || pricelist.init_inc);
  const inc = Math.max(1, rate.inc || pricelist.inc);
  const chargedSeconds = chargedSecondsOf(seconds - rate.included_seconds, initInc, inc);
  // charged / 60 × cost × (100 + markup) / 100, divided once at the end so nothing is rounded early.
  const timeCost = new Money(rate.cost_per_min)
    .times(chargedSeconds)
    .times(100 + pricelist.markup)
    .dividedBy(60 * 100);
  return { chargedSeconds, cost: timeCost.plus(rate.connect_cost).toFixed(MONEY_DECIMALS) };
}

/** Prices a call to a (translated) number: the best enabled rate on the pricelist, or an explicit "no rate". */
export function priceCall<R extends RateTerms>(options: { pricelist: PricelistTerms; rates: readonly R[]; number: string; seconds: number }): CallPrice<R> {
  const rate = chooseRate(options.rates, options.number);
  if (!rate) return { status: 'no_rate' };
  return { status: 'rated', rate, ...costOfCall(options.pricelist, rate, options.seconds) };
}
