import { errorMessage } from '../../api/client';
import { DetailsSkeleton } from './DetailsSkeleton';

/** What a page shows while its row loads, or why it could not: the skeleton, or the error as an alert. */
export function LoadState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  if (query.isPending) return <DetailsSkeleton />;
  if (!query.isError) return null;
  return (
    <p role="alert" className="text-sm text-brand-red">
      {errorMessage(query.error)}
    </p>
  );
}
