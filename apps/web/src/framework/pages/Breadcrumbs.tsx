import { Link } from 'react-router';
import { ChevronRightIcon } from '../../ui/Icons';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last (this page) leads nowhere. */
  to?: string;
}

/** The way back up from a record's page: its list, then the record itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 min-w-0 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-300">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRightIcon width={14} height={14} aria-hidden="true" className="shrink-0 text-slate-400" />}
            {crumb.to ? (
              <Link to={crumb.to} className="font-medium text-brand-blue hover:underline dark:text-blue-300">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="[overflow-wrap:anywhere]">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
