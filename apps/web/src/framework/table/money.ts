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

/**
 * "1234.50000" → "1,234.50". The API sends exact decimal strings; the text is regrouped, never
 * turned into a float, and every significant decimal is kept (at least two are shown).
 */
export function formatMoney(amount: string): string {
  const decimal = canonicalDecimal(amount);
  if (!decimal) return amount;
  const grouped = decimal.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${decimal.sign}${grouped}.${decimal.decimals.padEnd(2, '0')}`;
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
