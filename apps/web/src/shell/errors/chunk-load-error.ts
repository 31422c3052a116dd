/**
 * Whether an error is a page's code failing to arrive: a release replaced the hashed files (the
 * server answers 404 for the old names) or the connection dropped. Browsers word it each their own
 * way; Vite's preloader words a stylesheet's.
 */
export function isChunkLoadError(error: unknown) {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message);
}
