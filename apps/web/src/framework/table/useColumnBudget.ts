import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within a pixel counts as fitting: zoomed pages measure in fractions. */
const SLACK = 1;

/**
 * Whether a table is too wide for its box with every column, so the columns that matter least in
 * a list (who made a row and when, which its page shows too) give way before the table scrolls.
 * Measured before paint; the width every column needs is remembered, so the columns come back
 * once the box has room for them again.
 */
export function useColumnBudget(scroller: RefObject<HTMLElement | null>) {
  const [isTight, setIsTight] = useState(false);
  const fullWidth = useRef(0);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () =>
      setIsTight((wasTight) => {
        if (wasTight) return box.clientWidth + SLACK < fullWidth.current;
        if (box.scrollWidth <= box.clientWidth + SLACK) return false;
        fullWidth.current = box.scrollWidth;
        return true;
      });
    measure();
    // The box resizes with the window; the table inside resizes when rows or columns change.
    const resizes = new ResizeObserver(measure);
    resizes.observe(box);
    if (box.firstElementChild) resizes.observe(box.firstElementChild);
    return () => resizes.disconnect();
  }, [scroller]);
  return isTight;
}
