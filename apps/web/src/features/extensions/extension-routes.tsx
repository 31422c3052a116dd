import type { RouteObject } from 'react-router';
import { extensionDevices, extensionDids, type ResourceDescription } from '@ringledger/contract';
import { routeHandle, type ResourceRouteHandle } from '../../framework/routes';

/** /extensions/{id}/<kind>, one of the extension's lists on a page of its own, and the page at `addPath` that adds a row to it. */
const rowPages = (kind: 'devices' | 'dids', resource: ResourceDescription, addPath: string): RouteObject[] => [
  {
    path: `extensions/:id/${kind}`,
    handle: routeHandle(resource, 'list'),
    lazy: async () => {
      const { ExtensionRowsPage } = await import('./ExtensionSubpages');
      return { element: <ExtensionRowsPage key={kind} kind={kind} /> };
    },
  },
  {
    path: `extensions/:id/${addPath}`,
    handle: routeHandle(resource, 'create'),
    lazy: async () => {
      const { ExtensionRowCreatePage } = await import('./ExtensionSubpages');
      return { element: <ExtensionRowCreatePage key={kind} resource={resource} tab={kind} /> };
    },
  },
];

/**
 * The pages under /extensions/{id} (spec §2.4), each fetched when first visited and gated by what
 * it shows. A list page's only list reads the page's own `search`, so the navbar's box searches it.
 */
export const extensionRoutes: RouteObject[] = [
  ...rowPages('devices', extensionDevices, 'devices/new'),
  {
    path: 'extensions/:id/devices/:deviceId',
    handle: routeHandle(extensionDevices, 'view'),
    lazy: async () => ({ Component: (await import('./ExtensionDevicePage')).ExtensionDevicePage }),
  },
  ...rowPages('dids', extensionDids, 'assign_did'),
  {
    path: 'extensions/:id/calls',
    handle: { label: 'CALL_RECORDS', action: 'list', title: 'Extension Calls' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./ExtensionSubpages')).ExtensionCallsPage }),
  },
];
