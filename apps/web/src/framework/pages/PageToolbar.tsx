import type { ReactNode } from 'react';

/** The page's own title lives in the shell's top bar (the route handle's title); this row holds what sits above the content. */
export function PageToolbar({ heading, actions }: { heading?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex min-h-10 flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">{heading && <h2 className="truncate text-lg font-semibold text-brand-navy dark:text-slate-100">{heading}</h2>}</div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
