import { describe, expect, it } from 'vitest';
import type { DataRouter } from 'react-router';
import { isLeaving, isLeavingNow, watchNavigation } from './leaving';

const idle = { state: 'idle' } as const;
const loading = (pathname: string) => ({ state: 'loading', location: { pathname } }) as const;

describe('leaving a page', () => {
  it('is a navigation under way to another page, not a search on this one', () => {
    expect(isLeaving(idle, '/users')).toBe(false);
    expect(isLeaving(loading('/users/12'), '/users')).toBe(true);
    expect(isLeaving(loading('/users'), '/users')).toBe(false);
  });

  it('is read from the router as it is now, before React renders the navigation', () => {
    const router = { state: { navigation: idle, location: { pathname: '/users' } }, subscribe: () => () => undefined };
    watchNavigation(router as unknown as Pick<DataRouter, 'state' | 'subscribe'>);
    expect(isLeavingNow('/users')).toBe(false);
    // What a row's click does at once: the router's state changes, the render comes later.
    Object.assign(router.state, { navigation: loading('/users/12') });
    expect(isLeavingNow('/users')).toBe(true);
    // Then the address moves on, while the next page may still be drawing.
    Object.assign(router.state, { navigation: idle, location: { pathname: '/users/12' } });
    expect(isLeavingNow('/users')).toBe(true);
  });
});
