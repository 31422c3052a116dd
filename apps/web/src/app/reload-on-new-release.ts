import { createPath, type DataRouter } from 'react-router';

const RELOADED_AT = 'ringledger:reloaded-for-new-release';
/** A second failure this soon after reloading is an outage, not a release: the error page says so. */
const RETRY_AFTER_MS = 10_000;

/**
 * A release replaces the hashed chunks and the server answers 404 for the old names, so a console
 * opened before it cannot fetch a page it had not visited yet. It loads the new release instead,
 * at the address it was going to, as a reload would.
 */
export function reloadOnNewRelease(router: DataRouter) {
  window.addEventListener('vite:preloadError', () => {
    const lastReload = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - lastReload < RETRY_AFTER_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    const target = router.state.navigation.location;
    window.location.assign(target ? createPath(target) : window.location.href);
  });
}
