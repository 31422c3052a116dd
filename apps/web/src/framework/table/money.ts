import { sessionStore } from '../../api/session-store';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "007.50" and "7.5" are the same amount: no leading zeros, no trailing fractional zeros. */
function canonicalDecimal(text: string) {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const isZero = /^0$/.test(digits) && decimals === '';
  return { sign: isZero ? '' : sign, whole: digits, decimals };
}

/** A true minus: as wide as a digit, so signed amounts line up in tabular figures. */
export const MINUS = '\u2212';

/** The same amount with the other sign, still as exact text ("12.5" → "-12.5"). */
export function negateDecimal(amount: string): string {
  const text = amount.trim();
  return text.startsWith('-') ? text.slice(1) : `-${text}`;
}

/** Cents, until the session says what the Currency Decimals configuration holds. */
const DEFAULT_DECIMALS = 2;

/** The Currency Decimals configuration as this tab's session carries it; cents where there is no session (a unit test). */
function moneyDecimals() {
  return (typeof sessionStorage === 'undefined' ? undefined : sessionStore.settings?.currency_decimals) ?? DEFAULT_DECIMALS;
}

/**
 * "1234.50000" → "1,234.50", "-12.5" → "−12.50". The API sends exact decimal strings; the text is regrouped, never
 * turned into a float, and every significant decimal is kept (at least the currency's decimals are shown).
 */
export function formatMoney(amount: string, minDecimals = moneyDecimals()): string {
  const decimal = canonicalDecimal(amount);
  if (!decimal) return amount;
  const grouped = decimal.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = decimal.decimals.padEnd(minDecimals, '0');
  return `${decimal.sign ? MINUS : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * An amount as text where no markup can go (an option's label, a chart's tooltip), led by the
 * currency's code as `MoneyText` leads it: "NGN 1,234.50".
 */
export function formatMoneyText(amount: string): string {
  const currency = typeof sessionStorage === 'undefined' ? undefined : sessionStore.settings?.currency;
  return currency ? `${currency}\u00a0${formatMoney(amount)}` : formatMoney(amount);
}

/** How many decimals an amount as `formatMoney` wrote it shows. */
export function decimalsOf(text: string): number {
  const point = text.lastIndexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/**
 * The unseen figures an amount lacks to line up with one of `decimals` places, so a column whose
 * amounts show different decimals (one has five, the rest the currency's two) keeps its decimal
 * points in line: "0" per missing decimal, and the point itself when the amount has none.
 */
export function missingDecimals(text: string, decimals: number): string {
  const shown = decimalsOf(text);
  if (shown >= decimals) return '';
  return `${shown === 0 ? '.' : ''}${'0'.repeat(decimals - shown)}`;
}

/** Whether an exact decimal amount is below another, compared without floats ("4.99999" < "5"). */
export function isBelow(amount: string, limit: string): boolean {
  const [a, b] = [canonicalDecimal(amount), canonicalDecimal(limit)];
  if (!a || !b) return false;
  const scale = Math.max(a.decimals.length, b.decimals.length);
  const valueOf = (decimal: NonNullable<typeof a>) => BigInt(`${decimal.sign}${decimal.whole}${decimal.decimals.padEnd(scale, '0')}`);
  return valueOf(a) < valueOf(b);
}

/**
 * Spec §5 sends a transaction's amount as a number. An amount with more digits than a number
 * holds exactly travels as its decimal text instead, which the API also accepts.
 */
export function amountForBody(text: string): number | string {
  const value = Number(text);
  const written = JSON.stringify(canonicalDecimal(text));
  return written !== 'null' && written === JSON.stringify(canonicalDecimal(String(value))) ? value : text;
}
