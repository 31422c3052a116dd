import type { ReactNode } from 'react';

/** Says plainly that money is not real here (the sandbox checkout): amber, and read out as a note. */
export function TestModeBanner({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className={`rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/50 dark:bg-amber-500/10 dark:text-amber-100 ${className}`}
    >
      <strong className="font-semibold">Test mode: </strong>
      {children}
    </div>
  );
}
