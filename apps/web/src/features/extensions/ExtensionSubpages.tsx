import { useNavigate } from 'react-router';
import type { ResourceDescription } from '@ringledger/contract';
import { CreateForm } from '../../framework/forms';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { ExtensionHeading } from './ExtensionHeading';
import { ExtensionRows } from './ExtensionRows';
import { extensionTabPath, type ExtensionTab } from './extension-pages';
import { useRouteExtension } from './useRouteExtension';

/** /extensions/{id}/devices and /extensions/{id}/dids: one of the extension's lists on a page of its own. */
export function ExtensionRowsPage({ kind }: { kind: 'devices' | 'dids' }) {
  const { id, extension } = useRouteExtension();
  return (
    <>
      <ExtensionHeading id={id} extension={extension} />
      <Panel className="p-6">
        <ExtensionRows extensionId={id} kind={kind} />
      </Panel>
    </>
  );
}

/** /extensions/{id}/calls: call records arrive with CDR ingestion; until then there is nothing to show. */
export function ExtensionCallsPage() {
  const { id, extension } = useRouteExtension();
  return (
    <>
      <ExtensionHeading id={id} extension={extension} />
      <Panel className="p-6">
        <EmptyState />
      </Panel>
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
    <>
      <ExtensionHeading id={id} extension={extension} />
      <Panel className="p-6">
        <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">
          Fields marked <span className="text-brand-red">*</span> are required.
        </p>
        <CreateForm key={id} resource={resource} parentId={id} onSaved={toTab} onCancel={toTab} />
      </Panel>
    </>
  );
}
