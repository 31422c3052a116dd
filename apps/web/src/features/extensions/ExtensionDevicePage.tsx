import { extensionDevices, extensions } from '@ringledger/contract';
import { ViewPage } from '../../framework/pages/ViewPage';
import { RecordBackLink } from '../../framework/pages/RecordSubpage';
import { DevicePasswordPanel } from './DevicePasswordPanel';
import { extensionTabPath } from './extension-pages';
import { useRouteExtension } from './useRouteExtension';

/** /extensions/{id}/devices/{deviceId}: the device's details, its edit panel and, for those who may edit devices, its SIP password. */
export function ExtensionDevicePage() {
  const { id, extension } = useRouteExtension();
  return (
    <ViewPage
      resource={extensionDevices}
      extras={DevicePasswordPanel}
      parent={{ id, listPage: extensionTabPath(id, 'devices'), heading: <RecordBackLink resource={extensions} id={id} record={extension} /> }}
    />
  );
}
