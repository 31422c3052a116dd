import type { ComponentProps, ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';

interface IconButtonProps extends ComponentProps<'button'> {
  /** The accessible name, also shown as a hover hint. */
  label: string;
  /** The smaller size fits table rows and the pager. */
  isCompact?: boolean;
  children: ReactNode;
}

/** Icon-only buttons must carry an accessible name (README: icon-only controls). */
export function IconButton({ label, isCompact = false, children, className = '', ...props }: IconButtonProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className={`inline-flex items-center justify-center text-slate-500 transition-colors hover:bg-slate-100 hover:text-brand-navy disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-100 ${isCompact ? 'size-8 rounded-md' : 'size-9 rounded-lg'} ${className}`}
          {...props}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="bottom"
          sideOffset={6}
          className="z-50 rounded-md bg-brand-navy px-2 py-1 text-xs font-medium text-white shadow-md dark:bg-slate-700"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
