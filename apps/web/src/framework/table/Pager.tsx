import { IconButton } from '../../ui/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/Icons';

interface PagerProps {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
}

export function countPages(total: number, limit: number) {
  return Math.max(1, Math.ceil(total / limit));
}

export function Pager({ page, total, limit, onPageChange }: PagerProps) {
  const pages = countPages(total, limit);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
      <span>
        {total} {total === 1 ? 'result' : 'results'}
      </span>
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
    </nav>
  );
}
