import type { ReactNode } from 'react';
import { InboxIcon } from './Icons';

export function EmptyState({ title = 'No data to display', className = '', children }: { title?: string; className?: string; children?: ReactNode }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-600 ${className}`}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-brand-gray dark:bg-slate-700 dark:text-slate-400">
        <InboxIcon />
      </span>
      <p className="text-sm font-semibold text-brand-navy dark:text-slate-100">{title}</p>
      {children && <div className="max-w-sm text-sm text-slate-500 dark:text-slate-400">{children}</div>}
    </div>
  );
}
