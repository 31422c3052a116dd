import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Spec 01 §2.3: the sidebar closes itself at 1045 px or less; below 1056 px it overlays the page. */
const AUTO_CLOSE_QUERY = '(max-width: 1045px)';
const MOBILE_QUERY = '(max-width: 1056px)';

function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

export function useSidebar() {
  const isNarrow = useMediaQuery(AUTO_CLOSE_QUERY);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isOpen, setIsOpen] = useState(() => !window.matchMedia(AUTO_CLOSE_QUERY).matches);

  // Follow the viewport when it crosses the threshold; between crossings the toggle decides.
  useEffect(() => {
    setIsOpen(!isNarrow);
  }, [isNarrow]);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  const closeOnMobile = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setIsOpen(false);
  }, []);
  return { isOpen, isMobile, toggle, close: () => setIsOpen(false), closeOnMobile };
}
