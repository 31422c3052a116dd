export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400 disabled:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';

export function inputStateClass(hasError: boolean) {
  return hasError ? 'border-brand-red focus:border-brand-red' : 'border-slate-300 focus:border-brand-blue dark:border-slate-600';
}

/** The label above a control that stands outside the framework's forms (a file to import, a filter). */
export const labelClass = 'mb-1.5 block text-sm font-medium text-brand-navy dark:text-slate-200';
