import { Link } from 'react-router';
import { useAddressParams } from '../navigation/address-params';
import { addPagePath, type ResourceDescription } from '@ringledger/contract';
import type { RecordId } from '../data';
import { useHasPermission } from '../permissions/useCan';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon } from '../../ui/Icons';

/**
 * An empty list says what to do next: a search or filter that matched nothing is to be changed
 * (or cleared); a list with no rows yet offers to add the first, to those who may.
 */
export function ListEmptyState({ resource, parentId }: { resource: ResourceDescription; parentId?: RecordId }) {
  const [searchParams, changeAddress] = useAddressParams();
  const hasPermission = useHasPermission();
  const isNarrowed = searchParams.has('search') || Object.keys(resource.filters).some((filter) => searchParams.has(filter));
  const addPage = addPagePath(resource, parentId);
  const canAdd = addPage !== undefined && hasPermission(resource.label, 'create');
  const plural = resource.plural.toLowerCase();

  if (isNarrowed) {
    const clear = () => changeAddress({ search: undefined, page: '1' });
    return (
      <EmptyState className="m-4">
        <p>No {plural} match this search or filter. Try other words, or</p>
        <button type="button" onClick={clear} className="mt-2 font-medium text-brand-blue hover:underline dark:text-blue-300">
          Clear the search
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState className="m-4">
      <p>There are no {plural} here yet.</p>
      {canAdd && (
        <Link
          to={addPage}
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg bg-brand-blue px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-blue/90"
        >
          <PlusIcon width={16} height={16} />
          Add the first {resource.singular}
        </Link>
      )}
    </EmptyState>
  );
}
