import { useNavigate } from 'react-router';
import { extensions, type ResourceDescription } from '@ringledger/contract';
import { RecordHeading, RecordSubpage } from '../../framework/pages/RecordSubpage';
import { CreateForm, RequiredFieldsNote } from '../../framework/forms';
import { CallRecordsTab } from '../call-records/CallRecordsTab';
import { ExtensionRows } from './ExtensionRows';
import { extensionTabPath, type ExtensionTab } from './extension-pages';
import { useRouteExtension } from './useRouteExtension';

/** /extensions/{id}/devices and /extensions/{id}/dids: one of the extension's lists on a page of its own. */
export function ExtensionRowsPage({ kind }: { kind: 'devices' | 'dids' }) {
  const { id, extension } = useRouteExtension();
  return (
    <RecordSubpage resource={extensions} id={id} record={extension}>
      <ExtensionRows extensionId={id} kind={kind} />
    </RecordSubpage>
  );
}

/** /extensions/{id}/calls: the calls the extension made or took, with their totals. */
export function ExtensionCallsPage() {
  const { id, extension } = useRouteExtension();
  return (
    <>
      <RecordHeading resource={extensions} id={id} record={extension} />
      <CallRecordsTab filter={{ extension_id: id }} paramPrefix="" />
    </>
  );
}

interface ExtensionRowCreatePageProps {
  /** A device, or a DID assignment. */
  resource: ResourceDescription;
  /** The extension page's tab that lists what is made, where saving and cancelling return. */
  tab: ExtensionTab;
}

/** /extensions/{id}/devices/new and /extensions/{id}/assign_did: the form for a row under the extension. */
export function ExtensionRowCreatePage({ resource, tab }: ExtensionRowCreatePageProps) {
  const navigate = useNavigate();
  const { id, extension } = useRouteExtension();
  const toTab = () => navigate(extensionTabPath(id, tab));
  return (
    <RecordSubpage resource={extensions} id={id} record={extension}>
      <RequiredFieldsNote />
      <CreateForm key={id} resource={resource} parentId={id} onSaved={toTab} onCancel={toTab} />
    </RecordSubpage>
  );
}
