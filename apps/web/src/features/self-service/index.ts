import type { RouteObject } from 'react-router';
import { listUserLineLogs, listUserLines, listUserPhones } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

/** The self-service home, the phones and the line logs of the user menu (spec 02 §2), each gated by the permission its call needs. */
export const selfServiceRoutes: RouteObject[] = [
  {
    path: 'user/home',
    handle: { ...listUserLines.access, title: 'Home' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./SelfServiceHomePage')).SelfServiceHomePage }),
  },
  {
    path: 'user/phones',
    handle: { ...listUserPhones.access, title: 'Phones' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./PhonesPage')).PhonesPage }),
  },
  {
    path: 'user/menu/logs',
    handle: { ...listUserLineLogs.access, title: 'Call logs' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./LineLogsPage')).LineLogsPage }),
  },
];
