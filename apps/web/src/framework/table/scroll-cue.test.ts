import { describe, expect, it } from 'vitest';
import { hiddenSides } from './scroll-cue';

describe('hiddenSides', () => {
  it('sees nothing hidden when the content fits', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({ hasMoreBefore: false, hasMoreAfter: false });
  });

  it('sees more after at the start, both in the middle, more before at the end', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 800 })).toEqual({ hasMoreBefore: false, hasMoreAfter: true });
    expect(hiddenSides({ scrollLeft: 200, scrollWidth: 1200, clientWidth: 800 })).toEqual({ hasMoreBefore: true, hasMoreAfter: true });
    expect(hiddenSides({ scrollLeft: 399.5, scrollWidth: 1200, clientWidth: 800 })).toEqual({ hasMoreBefore: true, hasMoreAfter: false });
  });
});
