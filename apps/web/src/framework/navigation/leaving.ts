import { useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';

/** What both the router's state and useNavigation() tell of a navigation. */
type Navigation = { state: 'idle'; location?: undefined } | { state: 'loading' | 'submitting'; location: { pathname: string } };

let watched: Pick<DataRouter, 'state' | 'subscribe'> | undefined;

/** The router whose navigations `isLeavingNow` reads: the app's, from its start. */
export function watchNavigation(router: Pick<DataRouter, 'state' | 'subscribe'>) {
  watched = router;
}

/** Whether a navigation under way goes to a page other than `pathname` (a row clicked while a search is typed). */
export function isLeaving(navigation: Navigation, pathname: string) {
  return navigation.state !== 'idle' && navigation.location.pathname !== pathname;
}

/**
 * The same, read from the router itself at this moment rather than from React's last render: a
 * click starts its navigation at once, and the address moves on before the next page is drawn
 * (a render that may take a while on a busy machine), while this page still shows.
 */
export function isLeavingNow(pathname: string) {
  if (watched === undefined) return false;
  return watched.state.location.pathname !== pathname || isLeaving(watched.state.navigation, pathname);
}

const subscribe = (onChange: () => void) => watched?.subscribe(onChange) ?? (() => undefined);

/**
 * Whether `pathname`'s page is on its way out, re-rendered as soon as the router knows (not with
 * the next page's render): a box it still shows must not take typing meant for the next page.
 */
export function useIsLeaving(pathname: string) {
  return useSyncExternalStore(subscribe, () => isLeavingNow(pathname));
}
