import type { ReactNode } from 'react';

interface FieldFrameProps {
  inputId: string;
  label: string;
  /** What the label cannot say (what an increment is), under the input. */
  help?: string;
  isRequired?: boolean;
  /** Shown once the field was touched and is invalid, or when the server refused its value. */
  error?: string;
  isWide?: boolean;
  /** Controls below the input and its error (a password's generate and show buttons). */
  footer?: ReactNode;
  children: ReactNode;
}

export function FieldFrame({ inputId, label, help, isRequired, error, isWide, footer, children }: FieldFrameProps) {
  return (
    <div className={isWide ? '@md:col-span-2' : undefined}>
      {/* The marker stays outside the label so the label text is exactly the field's name. */}
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <label id={`${inputId}-label`} htmlFor={inputId} className="block text-sm font-medium text-brand-navy dark:text-slate-200">
          {label}
        </label>
        {isRequired && (
          <span aria-hidden="true" className="text-sm text-brand-red">
            *
          </span>
        )}
      </div>
      <div className="relative">{children}</div>
      {help && (
        <p id={`${inputId}-help`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {help}
        </p>
      )}
      {/* Red 600/400 rather than brand red, which reads at 4.4:1 on white and 3.3:1 on the dark panel, under AA's 4.5:1. */}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {footer}
    </div>
  );
}
