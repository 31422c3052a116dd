import { extensionDevices, extensionDids } from '@ringledger/contract';
import { NestedList, type RecordId } from '../../framework';

/** What lives under an extension, with the spec's wording for adding it (§6: "Add new" needs create). */
const ROWS = {
  devices: { resource: extensionDevices, addLabel: 'Add new Device', addPage: 'devices/new' },
  dids: { resource: extensionDids, addLabel: 'Assign DID', addPage: 'assign_did' },
} as const;

interface ExtensionRowsProps {
  extensionId: RecordId;
  kind: keyof typeof ROWS;
  /** Sets the list's URL parameters apart where it shares the page (a tab); on a page of its own it reads the page's. */
  paramPrefix?: string;
}

/**
 * An extension's devices or DIDs: a device row opens the device's page, a DID row the DID's
 * (spec §2.5), and each row is deleted (a DID taken off) where the person may.
 */
export function ExtensionRows({ extensionId, kind, paramPrefix }: ExtensionRowsProps) {
  const { resource, addLabel, addPage } = ROWS[kind];
  return (
    <NestedList resource={resource} parentId={extensionId} paramPrefix={paramPrefix} add={{ to: `/extensions/${extensionId}/${addPage}`, label: addLabel }} />
  );
}
