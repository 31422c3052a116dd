import { Link, type LinkProps } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-blue text-white shadow-sm hover:bg-brand-blue/90',
  secondary:
    'border border-slate-300 bg-white text-brand-navy shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
};

/** Navigation that looks like a button: a link, so it opens in a new tab and reads as one. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
