import { useEffect, useState, type RefObject } from 'react';
import { hiddenSides } from './scroll-cue';

type HiddenSides = ReturnType<typeof hiddenSides>;

/** Which sides of a scrolling table hide columns, kept current as the person scrolls, the window resizes or rows arrive. */
export function useScrollCue(scroller: RefObject<HTMLElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({ hasMoreBefore: false, hasMoreAfter: false });
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => {
      const next = hiddenSides(box);
      // Scrolling fires often; re-render only when a side changes.
      setSides((current) => (current.hasMoreBefore === next.hasMoreBefore && current.hasMoreAfter === next.hasMoreAfter ? current : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // The box resizes with the window; the table inside resizes when rows or columns change.
    const resizes = new ResizeObserver(measure);
    resizes.observe(box);
    if (box.firstElementChild) resizes.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [scroller]);
  return sides;
}
