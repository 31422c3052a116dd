import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/client';
import { DetailsSkeleton } from './DetailsSkeleton';

/** Where a page whose row is gone sends its reader: the list it came from. */
export interface WayBack {
  label: string;
  to: string;
}

/**
 * What a page shows while its row loads, or why it could not: the skeleton, or the error as an
 * alert; a row that does not exist (or no longer does) says so, with the way back to its list.
 */
export function LoadState({ query, back }: { query: { isPending: boolean; isError: boolean; error: unknown }; back?: WayBack }) {
  if (query.isPending) return <DetailsSkeleton />;
  if (!query.isError) return null;
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div role="alert" className="space-y-3">
      <p className={isMissing ? 'text-base font-medium text-brand-navy dark:text-slate-100' : 'text-sm text-brand-red'}>{errorMessage(query.error)}</p>
      {isMissing && <p className="text-sm text-slate-600 dark:text-slate-300">It may have been deleted, or the address may be mistyped.</p>}
      {back && (
        <Link to={back.to} className="inline-flex text-sm font-medium text-brand-blue hover:underline dark:text-blue-300">
          {back.label}
        </Link>
      )}
    </div>
  );
}
