import { extensionDevices, extensionDids, type extensions } from '@ringledger/contract';
import { useCan, type RowOf } from '../../framework';
import { ButtonLink } from '../../ui/ButtonLink';
import { Panel } from '../../ui/Panel';
import { ExtensionTabs } from './ExtensionTabs';

/** Below an extension's details: the ways to its devices', DIDs' and calls' own pages, then the same as tabs. */
export function ExtensionExtras({ record }: { record: RowOf<typeof extensions> }) {
  const canDevices = useCan(extensionDevices);
  const canDids = useCan(extensionDids);
  const page = `/extensions/${record.id}`;
  return (
    <>
      <div className="mt-5 flex flex-wrap gap-2">
        {canDevices('list') && (
          <ButtonLink variant="secondary" to={`${page}/devices`}>
            View extension devices
          </ButtonLink>
        )}
        {canDids('list') && (
          <ButtonLink variant="secondary" to={`${page}/dids`}>
            View extension DIDs
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to={`${page}/calls`}>
          View extension calls
        </ButtonLink>
      </div>
      <Panel className="mt-5 p-6">
        <ExtensionTabs extensionId={record.id} />
      </Panel>
    </>
  );
}
