import { formatTranslations, parseTranslations, type TranslationPair } from '@ringledger/contract';

const EMPTY_PAIR: TranslationPair = { from: '', to: '' };

/** The rows the pairs editor shows for a stored list: always at least one, to type into. */
export function rowsOf(text: unknown): TranslationPair[] {
  const pairs = typeof text === 'string' ? parseTranslations(text) : [];
  return pairs.length > 0 ? pairs : [{ ...EMPTY_PAIR }];
}

function isBlank(pair: TranslationPair) {
  return pair.from.trim() === '' && pair.to.trim() === '';
}

/** The stored list for the rows; a row left blank on both sides is not a rule and is left out. */
export function textOf(rows: readonly TranslationPair[]): string {
  return formatTranslations(rows.filter((row) => !isBlank(row)));
}

export function withRowAdded(rows: readonly TranslationPair[]): TranslationPair[] {
  return [...rows, { ...EMPTY_PAIR }];
}

export function withRowChanged(rows: readonly TranslationPair[], index: number, change: Partial<TranslationPair>): TranslationPair[] {
  return rows.map((row, at) => (at === index ? { ...row, ...change } : row));
}

/** The first pair always stays (spec §4: pairs are removed from the second onward). */
export function withRowRemoved(rows: readonly TranslationPair[], index: number): TranslationPair[] {
  return index === 0 ? [...rows] : rows.filter((_, at) => at !== index);
}
