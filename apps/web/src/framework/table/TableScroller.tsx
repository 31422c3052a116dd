import { useRef, type ReactNode } from 'react';
import { useScrollCue } from './useScrollCue';

const FADE = 'pointer-events-none absolute inset-y-0 z-10 w-8 from-slate-900/15 to-transparent dark:from-black/50';

/** A table too wide for its box scrolls sideways, and a fade on each side that hides columns says so. */
export function TableScroller({ children }: { children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(scroller);
  return (
    <div className="relative">
      <div ref={scroller} className="overflow-x-auto">
        {children}
      </div>
      {cue.hasMoreBefore && <div aria-hidden="true" data-scroll-cue="before" className={`${FADE} left-0 bg-linear-to-r`} />}
      {cue.hasMoreAfter && <div aria-hidden="true" data-scroll-cue="after" className={`${FADE} right-0 bg-linear-to-l`} />}
    </div>
  );
}
