export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';

export function inputStateClass(hasError: boolean) {
  return hasError
    ? 'border-brand-red focus:border-brand-red focus:ring-brand-red/25'
    : 'border-slate-300 focus:border-brand-blue focus:ring-brand-blue/25 dark:border-slate-600';
}
