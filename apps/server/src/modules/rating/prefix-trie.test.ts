import { describe, expect, it } from 'vitest';
import { PrefixTrie } from './prefix-trie.js';
import { prefixesOf } from './rate-call.js';

describe('PrefixTrie', () => {
  const trie = new PrefixTrie<string>();
  for (const prefix of ['2', '234', '234803', '44', '1']) trie.set(prefix, `rate ${prefix}`);

  it('finds the longest prefix a number starts with', () => {
    expect(trie.find('2348031234567')).toBe('rate 234803');
    expect(trie.find('2348051234567')).toBe('rate 234');
    expect(trie.find('2712345')).toBe('rate 2');
    expect(trie.find('4420')).toBe('rate 44');
    expect(trie.find('23')).toBe('rate 2');
  });

  it('answers nothing when no prefix matches, or for an empty number', () => {
    expect(trie.find('912345')).toBeUndefined();
    expect(trie.find('')).toBeUndefined();
    expect(new PrefixTrie<string>().find('234')).toBeUndefined();
  });

  it('skips what is not a digit, as prefixesOf does, and reads at most 20 digits', () => {
    expect(trie.find('+234 803-123')).toBe('rate 234803');
    const long = new PrefixTrie<string>();
    long.set('1'.repeat(20), 'twenty');
    expect(long.find('1'.repeat(30))).toBe('twenty');
    expect(prefixesOf('1'.repeat(30))[0]).toHaveLength(20);
  });

  it('keeps the later value of a prefix set twice, and refuses a prefix that is not digits', () => {
    const again = new PrefixTrie<string>();
    again.set('12', 'first');
    again.set('12', 'second');
    expect(again.find('123')).toBe('second');
    expect(again.size).toBe(1);
    expect(() => again.set('1a', 'x')).toThrow(RangeError);
  });

  it('grows past its first allocation and agrees with a prefix map on many prefixes', () => {
    const big = new PrefixTrie<number>();
    const byPrefix = new Map<string, number>();
    for (let index = 0; index < 20_000; index += 1) {
      const prefix = String(1000 + index * 7);
      big.set(prefix, index);
      byPrefix.set(prefix, index);
    }
    for (let index = 0; index < 2000; index += 1) {
      const number = `${1000 + index * 13}${index}`;
      const expected = prefixesOf(number)
        .map((prefix) => byPrefix.get(prefix))
        .find((value) => value !== undefined);
      expect(big.find(number)).toBe(expected);
    }
  });
});
