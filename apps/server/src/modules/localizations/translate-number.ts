import { parseTranslations, type TranslationPair } from '@ringledger/contract';

/**
 * Rewrites a number by a localization's translation list, given as pairs or as the stored
 * "from/to,..." text. Pairs are tried in order and only the first match applies, like a switch:
 * an empty `from` (stored "*") matches every number and so prepends `to`; an empty `to` strips
 * the matched prefix ("+" to "*" drops a leading +); a number nothing matches is kept as it is.
 */
export function translateNumber(number: string, rules: readonly TranslationPair[] | string): string {
  const pairs = typeof rules === 'string' ? parseTranslations(rules) : rules;
  const match = pairs.find((pair) => number.startsWith(pair.from));
  return match ? match.to + number.slice(match.from.length) : number;
}
