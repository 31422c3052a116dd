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

/**
 * "1234.50000" → "1,234.50", "-12.5" → "−12.50". The API sends exact decimal strings; the text is regrouped, never
 * turned into a float, and every significant decimal is kept (at least two are shown).
 */
export function formatMoney(amount: string): string {
  const decimal = canonicalDecimal(amount);
  if (!decimal) return amount;
  const grouped = decimal.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${decimal.sign ? MINUS : ''}${grouped}.${decimal.decimals.padEnd(2, '0')}`;
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
