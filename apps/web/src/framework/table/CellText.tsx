import { useState } from 'react';
import { truncate } from './format-value';

/**
 * A text cell: cut at the spec's 40 characters, and narrower still so a row fits its box (a
 * third of a phone, a column's share of a laptop's table), unless it `wraps`: then its 40
 * characters go over lines instead. The whole text shows on hover whenever a cut hides some of it.
 */
export function CellText({ text, wraps = false }: { text: string; wraps?: boolean }) {
  const shown = truncate(text);
  const [isCutByWidth, setIsCutByWidth] = useState(false);
  return (
    <span
      className={wraps ? 'block max-w-48 min-w-32 whitespace-normal break-words md:max-w-md' : 'block max-w-28 truncate md:max-w-48'}
      title={shown !== text || isCutByWidth ? text : undefined}
      onPointerEnter={(event) => setIsCutByWidth(!wraps && event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
    >
      {shown}
    </span>
  );
}
