/**
 * The list toolbar's dropdown menus (Sort by, Columns) look alike: one trigger, one panel and one
 * item style for both. The trigger's secondary text reads at AA contrast on its hover colour in
 * both themes (axe found slate-500 at 3.9:1 in dark).
 */
export const menuTriggerClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-navy shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-blue dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

export const menuTriggerDetailClass = 'font-normal text-slate-600 dark:text-slate-300';

export const menuContentClass =
  'z-30 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800';

export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-brand-blue/10 data-[highlighted]:text-brand-blue data-[state=checked]:font-semibold dark:text-slate-200';
