import { findResource } from '@ringledger/contract';
import { useOne, type RecordId } from '../data';
import { resolveLookupTarget } from '../forms/lookup-target';
import { formatValue, ownerNameOf } from '../table/format-value';

/**
 * A row named by id alone (a filter's user, call account), as a person reads it: its number or
 * name, then who holds it ("7000000001 · Kofi Mensah"); its id only until it has loaded or when
 * it cannot be.
 */
export function ReferenceText({ resource, display, id }: { resource: string; display: string; id: RecordId }) {
  const row = useOne(resolveLookupTarget(resource), id).data;
  const description = findResource(resource);
  if (!row) return <>#{id}</>;
  const owner = description && ownerNameOf(description, row);
  const name = formatValue(row[display]);
  return <>{[name || `#${id}`, owner !== name ? owner : undefined].filter(Boolean).join(' · ')}</>;
}
