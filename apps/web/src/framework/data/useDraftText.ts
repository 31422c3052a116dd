import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isLeavingNow, useIsLeaving } from '../navigation/leaving';

const DEBOUNCE_MS = 300;

/**
 * The text of a box whose value lives in the address (a list's search, a day of a range),
 * written out (trimmed) after a pause in typing. The box holds what is typed itself: the address
 * catches up with a render that may come late on a busy machine, and a box drawn from the
 * address alone would jump back to the old value meanwhile. A value changed elsewhere
 * (navigation, the back button) shows through; the box's own writes never rewrite what is being
 * typed, so a trailing space survives the pause. The third value says the page is on its way out
 * (its box takes no typing then: the text would be lost with it).
 */
export function useDraftText(value: string, onWrite: (text: string) => void) {
  const [text, setText] = useState(value);
  const lastWritten = useRef(value);
  // The latest writer, read when the pause ends: a page passing a new one each render must not restart the pause.
  const write = useRef(onWrite);
  useEffect(() => {
    write.current = onWrite;
  }, [onWrite]);
  const { pathname } = useLocation();
  const isOnItsWay = useIsLeaving(pathname);

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
      write.current(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, isOnItsWay, pathname]);

  return [text, setText, isOnItsWay] as const;
}
