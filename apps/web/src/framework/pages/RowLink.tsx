import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { findResource, recordPagePath } from '@ringledger/contract';
import { useHasPermission } from '../permissions/useCan';
import type { RowReference } from './record-values';

/** How a link to another record reads on a record's page. */
export const recordLinkClass = 'font-medium text-brand-blue underline-offset-2 hover:underline dark:text-blue-300';

/**
 * A row another record names, as a link to that row's own page when it has one the signed-in
 * user may view; otherwise its name alone.
 */
export function RowLink({ row, children }: { row: RowReference; children: ReactNode }) {
  const hasPermission = useHasPermission();
  const target = findResource(row.resource);
  const isViewable = target !== undefined && !target.parent && target.operations.includes('view') && hasPermission(target.label, 'view');
  if (!isViewable) return children;
  return (
    <Link to={recordPagePath(target, row.id)} className={recordLinkClass}>
      {children}
    </Link>
  );
}
