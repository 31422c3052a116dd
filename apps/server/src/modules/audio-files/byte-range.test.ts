import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.js';

describe('byteRangeOf', () => {
  it.each([
    [undefined, 'whole'],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=0-1,5-6', 'whole'],
    ['items=0-5', 'whole'],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['bytes=abc', 'unsatisfiable'],
  ])('%s of 1000 bytes is %j', (header, expected) => {
    expect(byteRangeOf(header, 1000)).toEqual(expected);
  });
});
