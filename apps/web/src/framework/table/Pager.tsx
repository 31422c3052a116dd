import { useId, useState, type FormEvent } from 'react';
import { PAGE_SIZES } from '../data/useListParams';
import { IconButton } from '../../ui/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/Icons';

interface PagerProps {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** Offers the page sizes when given. */
  onLimitChange?: (limit: number) => void;
}

export function countPages(total: number, limit: number) {
  return Math.max(1, Math.ceil(total / limit));
}

const controlClass = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** A jump straight to a page of a long list: typed, then Go (or Enter); a page past the last goes to the last. */
function PageJump({ pages, onPageChange }: { pages: number; onPageChange: (page: number) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Math.trunc(Number(text));
    if (!Number.isFinite(wanted) || text.trim() === '') return;
    onPageChange(Math.min(pages, Math.max(1, wanted)));
    setText('');
  };
  return (
    <form onSubmit={jump} className="flex items-center gap-1.5">
      <label htmlFor={inputId}>Go to page</label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${controlClass} w-16`}
      />
      <button type="submit" className={`${controlClass} font-medium hover:bg-slate-50 dark:hover:bg-slate-700`}>
        Go
      </button>
    </form>
  );
}

export function Pager({ page, total, limit, onPageChange, onLimitChange }: PagerProps) {
  const pages = countPages(total, limit);
  const sizeId = useId();
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
      <div className="flex flex-wrap items-center gap-3">
        <span>
          {total} {total === 1 ? 'result' : 'results'}
        </span>
        {onLimitChange && (
          <span className="flex items-center gap-1.5">
            <label htmlFor={sizeId}>Rows per page</label>
            <select id={sizeId} value={limit} onChange={(event) => onLimitChange(Number(event.target.value))} className={controlClass}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {pages > 2 && <PageJump pages={pages} onPageChange={onPageChange} />}
        <div className="flex items-center gap-2">
          <IconButton label="Previous page" isCompact disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon width={18} height={18} />
          </IconButton>
          <span aria-live="polite" className="min-w-24 text-center font-medium">
            Page {page} of {pages}
          </span>
          <IconButton label="Next page" isCompact disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            <ChevronRightIcon width={18} height={18} />
          </IconButton>
        </div>
      </div>
    </nav>
  );
}
