import { extensionDevices, extensionDids } from '@ringledger/contract';
import type { RecordId } from '../../framework/data';
import { useTabParam } from '../../framework/pages/useTabParam';
import { Tabs, type TabDefinition } from '../../ui/Tabs';
import { ExtensionRows } from './ExtensionRows';
import { CallRecordsTab } from '../call-records/CallRecordsTab';
import { EXTENSION_TABS, type ExtensionTab } from './extension-pages';

/** Spec §2.5: the extension's devices, its DIDs and its calls; only the open tab loads, and each pages on its own. */
export function ExtensionTabs({ extensionId }: { extensionId: RecordId }) {
  const [active, open] = useTabParam(EXTENSION_TABS);
  const tabs: TabDefinition<ExtensionTab>[] = [
    { key: 'devices', label: extensionDevices.titles.list, content: <ExtensionRows extensionId={extensionId} kind="devices" paramPrefix="devices_" /> },
    { key: 'dids', label: extensionDids.titles.list, content: <ExtensionRows extensionId={extensionId} kind="dids" paramPrefix="dids_" /> },
    { key: 'calls', label: 'Extension Calls', content: <CallRecordsTab filter={{ extension_id: extensionId }} paramPrefix="calls_" /> },
  ];
  return <Tabs tabs={tabs} active={active} onChange={open} label="Extension records" />;
}
