import { z } from 'zod';

/** One rule of a number-translation list: a matching prefix and what replaces it ('' for none). */
export interface TranslationPair {
  from: string;
  to: string;
}

/** The stored form writes an empty part as "*" (spec: localization). */
const EMPTY_PART = '*';
const PART = /^(\*|[0-9+#]{1,20})$/;

function partValue(part: string) {
  return part === EMPTY_PART ? '' : part;
}

function partText(value: string) {
  return value === '' ? EMPTY_PART : value;
}

/** "0/234,+/*" → [{from: '0', to: '234'}, {from: '+', to: ''}]. An empty text is an empty list. */
export function parseTranslations(text: string): TranslationPair[] {
  if (text.trim() === '') return [];
  return text.split(',').map((pair) => {
    const [from = '', to = ''] = pair.trim().split('/');
    return { from: partValue(from.trim()), to: partValue(to.trim()) };
  });
}

export function formatTranslations(pairs: readonly TranslationPair[]): string {
  return pairs.map((pair) => `${partText(pair.from.trim())}/${partText(pair.to.trim())}`).join(',');
}

function isValidPair(pair: string) {
  const parts = pair.trim().split('/');
  return parts.length === 2 && parts.every((part) => PART.test(part.trim()));
}

/** Whether one side of a pair, as typed ('' for empty), can be stored: a form marks the side that cannot. */
export function isTranslationPart(value: string) {
  return PART.test(partText(value.trim()));
}

/** A stored translation list: pairs "from/to" separated by commas; each part digits, + or #, or * for empty. */
export const translationList = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(
      (text) => text === '' || text.split(',').every(isValidPair),
      `${label}: write each rule as from/to (digits, + or #; * for empty), separated by commas`,
    )
    .transform((text) => formatTranslations(parseTranslations(text)));
