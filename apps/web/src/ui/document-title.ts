import { useEffect, useLayoutEffect } from 'react';

const PRODUCT = 'Ringledger';

function setTitle(title: string | undefined) {
  if (title) document.title = `${title} · ${PRODUCT}`;
}

/**
 * The browser tab's title for the page shown: the shell's title for the route. A layout effect,
 * so it runs before any page's own title (`useDocumentTitle`) and never overwrites it.
 */
export function useRouteDocumentTitle(title: string | undefined) {
  useLayoutEffect(() => setTitle(title), [title]);
}

/** A page's own tab title once it knows it ("DID 14155550000 · Ringledger"), in place of its route's. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => setTitle(title), [title]);
}
