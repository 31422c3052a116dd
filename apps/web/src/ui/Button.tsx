import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-blue text-white shadow-sm hover:bg-brand-blue/90 focus-visible:outline-brand-blue',
  secondary:
    'border border-slate-300 bg-white text-brand-navy shadow-sm hover:bg-slate-50 focus-visible:outline-brand-blue dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-brand-red text-white shadow-sm hover:bg-brand-red/90 focus-visible:outline-brand-red',
  ghost: 'text-brand-navy hover:bg-slate-100 focus-visible:outline-brand-blue dark:text-slate-200 dark:hover:bg-slate-700/60',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
