import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-blue text-white shadow-sm hover:bg-brand-blue/90',
  secondary:
    'border border-slate-300 bg-white text-brand-navy shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  // Red 600 rather than brand red: white on brand red is 4.4:1, under AA's 4.5:1 for text.
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  ghost: 'text-brand-navy hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700/60',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
