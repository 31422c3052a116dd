import type { RouteObject } from 'react-router';
import { extensionDevices, extensionDids } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

const listHandle = (resource: typeof extensionDevices | typeof extensionDids): ResourceRouteHandle => ({
  label: resource.label,
  action: 'list',
  title: resource.titles.list,
  // The page's only list reads the page's own `search`, so the navbar's box searches it.
  isSearchable: resource.searchable.length > 0,
});

/** The pages under /extensions/{id} (spec §2.4), each fetched when first visited and gated by what it shows. */
export const extensionRoutes: RouteObject[] = [
  {
    path: 'extensions/:id/devices',
    handle: listHandle(extensionDevices),
    lazy: async () => {
      const { ExtensionRowsPage } = await import('./ExtensionSubpages');
      return { element: <ExtensionRowsPage key="devices" kind="devices" /> };
    },
  },
  {
    path: 'extensions/:id/devices/new',
    handle: { label: extensionDevices.label, action: 'create', title: extensionDevices.titles.create } satisfies ResourceRouteHandle,
    lazy: async () => {
      const { ExtensionRowCreatePage } = await import('./ExtensionSubpages');
      return { element: <ExtensionRowCreatePage key="devices" resource={extensionDevices} tab="devices" /> };
    },
  },
  {
    path: 'extensions/:id/devices/:deviceId',
    handle: { label: extensionDevices.label, action: 'view', title: extensionDevices.titles.view } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./ExtensionDevicePage')).ExtensionDevicePage }),
  },
  {
    path: 'extensions/:id/dids',
    handle: listHandle(extensionDids),
    lazy: async () => {
      const { ExtensionRowsPage } = await import('./ExtensionSubpages');
      return { element: <ExtensionRowsPage key="dids" kind="dids" /> };
    },
  },
  {
    path: 'extensions/:id/assign_did',
    handle: { label: extensionDids.label, action: 'create', title: extensionDids.titles.create } satisfies ResourceRouteHandle,
    lazy: async () => {
      const { ExtensionRowCreatePage } = await import('./ExtensionSubpages');
      return { element: <ExtensionRowCreatePage key="dids" resource={extensionDids} tab="dids" /> };
    },
  },
  {
    path: 'extensions/:id/calls',
    handle: { label: 'EXTENSIONS', action: 'view', title: 'Extension Calls' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./ExtensionSubpages')).ExtensionCallsPage }),
  },
];
