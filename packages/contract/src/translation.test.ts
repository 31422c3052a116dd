import { describe, expect, it } from 'vitest';
import { formatTranslations, isTranslationPart, parseTranslations, translationList } from './translation.js';

describe('translation lists', () => {
  it('parses the stored "from/to" pairs, * meaning an empty part', () => {
    expect(parseTranslations('0/234,+/*,*/1')).toEqual([
      { from: '0', to: '234' },
      { from: '+', to: '' },
      { from: '', to: '1' },
    ]);
    expect(parseTranslations('')).toEqual([]);
  });

  it('formats pairs back, writing empty parts as *', () => {
    expect(
      formatTranslations([
        { from: '', to: '234' },
        { from: '00', to: '' },
      ]),
    ).toBe('*/234,00/*');
    expect(formatTranslations(parseTranslations('0/234,+/*'))).toBe('0/234,+/*');
  });

  it('normalises spaces and accepts an empty list', () => {
    expect(translationList('Number Originate').parse(' 0 / 234 , +/* ')).toBe('0/234,+/*');
    expect(translationList('Number Originate').parse('')).toBe('');
  });

  it.each(['0-234', '0/234/5', 'abc/1', '0/234,', '/'])('refuses %o with a message naming the list', (text) => {
    const result = translationList('Number Originate').safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/^Number Originate: write each rule as from\/to/);
  });

  it('tells which side of a pair cannot be stored, so a form marks that one', () => {
    for (const part of ['', ' ', '*', '0', '+234', '#9']) expect(isTranslationPart(part), part).toBe(true);
    for (const part of ['abc', '0/1', '1,2', '12a', '1'.repeat(21)]) expect(isTranslationPart(part), part).toBe(false);
  });
});
