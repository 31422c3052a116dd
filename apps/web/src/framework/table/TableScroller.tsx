import { useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/Icons';
import { useColumnBudget } from './useColumnBudget';
import { useScrollCue } from './useScrollCue';

/** A shadow deep enough to read on a white or a dark panel, over the columns it half hides. */
const FADE = 'pointer-events-none absolute inset-y-0 z-10 flex w-12 items-start pt-2 from-slate-900/35 to-transparent dark:from-black/70';
/** A round arrow in the heading row, pointing where the hidden columns are. */
const ARROW = 'flex size-7 items-center justify-center rounded-full bg-brand-navy text-white shadow-md dark:bg-slate-200 dark:text-slate-900';

/**
 * A table too wide for its box first lets its expendable columns go (`data-tight`, which their
 * cells read), then scrolls sideways, and a shadow with an arrow on each side that hides columns says so.
 */
export function TableScroller({ children }: { children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(scroller);
  const isTight = useColumnBudget(scroller);
  return (
    <div className="group/table relative" data-tight={isTight}>
      {/* A table that scrolls sideways is a tab stop, so the keyboard can scroll it even when no cell holds a link. */}
      <div
        ref={scroller}
        tabIndex={cue.hasMoreBefore || cue.hasMoreAfter ? 0 : undefined}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue"
      >
        {children}
      </div>
      {cue.hasMoreBefore && <ScrollCue side="before" />}
      {cue.hasMoreAfter && <ScrollCue side="after" />}
    </div>
  );
}

const CUE_PLACEMENT = {
  before: { className: 'left-0 justify-start bg-linear-to-r pl-1', Arrow: ChevronLeftIcon },
  after: { className: 'right-0 justify-end bg-linear-to-l pr-1', Arrow: ChevronRightIcon },
};

function ScrollCue({ side }: { side: keyof typeof CUE_PLACEMENT }) {
  const { className, Arrow } = CUE_PLACEMENT[side];
  return (
    <div aria-hidden="true" data-scroll-cue={side} className={`${FADE} ${className}`}>
      <span className={ARROW}>
        <Arrow width={16} height={16} />
      </span>
    </div>
  );
}
