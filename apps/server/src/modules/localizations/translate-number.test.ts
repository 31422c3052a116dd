import { describe, expect, it } from 'vitest';
import { translateNumber } from './translate-number.js';

describe('translateNumber', () => {
  it('replaces the matching prefix with the translation', () => {
    expect(translateNumber('08031234567', [{ from: '0', to: '234' }])).toBe('2348031234567');
    expect(translateNumber('0044207', [{ from: '00', to: '+' }])).toBe('+44207');
  });

  it('an empty from matches every number and prepends the translation', () => {
    expect(translateNumber('8031234567', [{ from: '', to: '234' }])).toBe('2348031234567');
    expect(translateNumber('', [{ from: '', to: '234' }])).toBe('234');
  });

  it('an empty to strips the prefix', () => {
    expect(translateNumber('+2348031234567', [{ from: '+', to: '' }])).toBe('2348031234567');
  });

  it('leaves a number no pair matches as it is', () => {
    expect(
      translateNumber('2348031234567', [
        { from: '0', to: '234' },
        { from: '+', to: '' },
      ]),
    ).toBe('2348031234567');
  });

  it('tries pairs in order: the first match wins even when a later one is longer', () => {
    const rules = [
      { from: '0', to: '234' },
      { from: '00', to: '' },
    ];
    expect(translateNumber('0044207', rules)).toBe('234044207');
    expect(translateNumber('0044207', [...rules].reverse())).toBe('44207');
  });

  it('stops at the first match instead of chaining translations', () => {
    expect(
      translateNumber('0803', [
        { from: '0', to: '1' },
        { from: '1', to: '9' },
      ]),
    ).toBe('1803');
  });

  it('*/* matches everything and changes nothing', () => {
    expect(translateNumber('08031234567', '*/*')).toBe('08031234567');
    expect(translateNumber('08031234567', '*/*,0/234')).toBe('08031234567');
  });

  it('an empty list changes nothing', () => {
    expect(translateNumber('08031234567', [])).toBe('08031234567');
    expect(translateNumber('08031234567', '')).toBe('08031234567');
  });

  it('reads the stored text form, * standing for an empty part', () => {
    expect(translateNumber('+2348031234567', '0/234,+/*')).toBe('2348031234567');
    expect(translateNumber('8031234567', '+/*,*/234')).toBe('2348031234567');
    expect(translateNumber('08031234567', '0/234,+/*')).toBe('2348031234567');
  });
});
