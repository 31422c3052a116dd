import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { isLeaving, isLeavingNow } from '../navigation/leaving';

const DEBOUNCE_MS = 300;

/**
 * The text of a search box, written out (trimmed) after a pause in typing. A value changed
 * elsewhere (navigation, the back button) shows through; the box's own writes never rewrite what
 * is being typed, so a trailing space survives the pause.
 */
export function useSearchText(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const lastWritten = useRef(value);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Typing and at once opening another page (a click on a row): while the router fetches that
  // page's code this one still shows, and a search written now would cancel the way out.
  const isOnItsWay = isLeaving(navigation, pathname);

  useEffect(() => {
    if (value === lastWritten.current) return;
    lastWritten.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (isOnItsWay || next === lastWritten.current) return;
    const timer = setTimeout(() => {
      if (isLeavingNow(pathname)) return;
      lastWritten.current = next;
      onSearch(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch, isOnItsWay, pathname]);

  return [text, setText] as const;
}
