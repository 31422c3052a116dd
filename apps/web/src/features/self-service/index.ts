import type { RouteObject } from 'react-router';
import { listUserLineLogs } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

/** The line logs of the user menu (spec 02 §2), gated by the permission its call needs. */
export const selfServiceRoutes: RouteObject[] = [
  {
    path: 'user/menu/logs',
    handle: { ...listUserLineLogs.access, title: 'Call logs' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./LineLogsPage')).LineLogsPage }),
  },
];
