import { Link } from 'react-router';
import { findResource, recordPagePath, type ResourceDescription } from '@ringledger/contract';
import { useOne, type RecordId } from '../data';
import { formatValue } from '../table/format-value';
import { ArrowLeftIcon } from '../../ui/Icons';

/** The way back from a nested row's page to the row it lives under ("Queue support"), named once that row has loaded. */
export function ParentLink({ resource, parentId }: { resource: ResourceDescription; parentId: RecordId }) {
  const parent = resource.parent && findResource(resource.parent.resource);
  const row = useOne(parent ?? resource, parent ? parentId : null);
  if (!parent) return null;
  const name = row.data ? formatValue(row.data[parent.display]) : `#${parentId}`;
  return (
    <Link
      to={recordPagePath(parent, parentId)}
      className="mb-3 inline-flex items-center gap-2 text-sm font-medium text-brand-blue hover:underline dark:text-blue-300"
    >
      <ArrowLeftIcon width={16} height={16} />
      {parent.singular} {name}
    </Link>
  );
}
