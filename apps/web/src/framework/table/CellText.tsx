import { useState } from 'react';
import { truncate } from './format-value';

/**
 * A text cell: cut at the spec's 40 characters, and narrower still so a row fits its box (a
 * third of a phone, a column's share of a laptop's table). The whole text shows on hover
 * whenever either cut hides some of it.
 */
export function CellText({ text }: { text: string }) {
  const shown = truncate(text);
  const [isCutByWidth, setIsCutByWidth] = useState(false);
  return (
    <span
      className="block max-w-28 truncate md:max-w-48"
      title={shown !== text || isCutByWidth ? text : undefined}
      onPointerEnter={(event) => setIsCutByWidth(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
    >
      {shown}
    </span>
  );
}
