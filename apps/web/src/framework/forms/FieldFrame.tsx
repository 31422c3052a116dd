import type { ReactNode } from 'react';

interface FieldFrameProps {
  inputId: string;
  label: string;
  isRequired?: boolean;
  /** Shown only once the field was touched and is invalid. */
  error?: string;
  isWide?: boolean;
  children: ReactNode;
}

export function FieldFrame({ inputId, label, isRequired, error, isWide, children }: FieldFrameProps) {
  return (
    <div className={isWide ? 'sm:col-span-2' : undefined}>
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
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}
