import type { MouseEvent } from 'react';

/**
 * The first stop of the keyboard in the shell: past the sidebar and the top bar, straight to the
 * page. Parked above the window until focused (its shadow too, which would peek in). Focus is moved by hand because the router owns
 * the address: a fragment in it would outlive the page it pointed into.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };

  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="fixed top-3 left-3 z-50 -translate-y-[calc(100%+1rem)] rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-blue transition-transform focus:translate-y-0 focus:shadow-lg dark:bg-slate-800 dark:text-blue-300"
    >
      Skip to main content
    </a>
  );
}
