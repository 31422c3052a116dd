import type { DataRouter } from 'react-router';

/** What both the router's state and useNavigation() tell of a navigation. */
type Navigation = { state: 'idle'; location?: undefined } | { state: 'loading' | 'submitting'; location: { pathname: string } };

let watched: Pick<DataRouter, 'state'> | undefined;

/** The router whose navigations `isLeavingNow` reads: the app's, from its start. */
export function watchNavigation(router: Pick<DataRouter, 'state'>) {
  watched = router;
}

/** Whether a navigation under way goes to a page other than `pathname` (a row clicked while a search is typed). */
export function isLeaving(navigation: Navigation, pathname: string) {
  return navigation.state !== 'idle' && navigation.location.pathname !== pathname;
}

/**
 * The same, read from the router itself at this moment rather than from React's last render: a
 * click starts its navigation at once, while the render that would show it comes a little later,
 * and a search written in between would cancel the way out.
 */
export function isLeavingNow(pathname: string) {
  return watched !== undefined && isLeaving(watched.state.navigation, pathname);
}
