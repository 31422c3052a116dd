import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../../ui/Icons';
import { nextSort, sortDirectionOf } from './header-sort';

interface SortableHeadingProps {
  field: string;
  /** The column's heading, as spec §2.6 words it. */
  children: ReactNode;
  sortBy: string | undefined;
  onSort: (sortBy: string) => void;
}

/** A heading that sorts its column, the same URL state the sort menu drives; the th carries aria-sort. */
export function SortableHeading({ field, children, sortBy, onSort }: SortableHeadingProps) {
  const direction = sortDirectionOf(sortBy, field);
  const Arrow = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <button
      type="button"
      onClick={() => onSort(nextSort(sortBy, field))}
      className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 font-semibold hover:text-brand-blue focus-visible:outline-2 focus-visible:outline-brand-blue"
    >
      {children}
      <Arrow width={14} height={14} className={direction ? 'text-brand-blue' : 'text-slate-400'} />
    </button>
  );
}
