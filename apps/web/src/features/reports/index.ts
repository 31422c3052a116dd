import type { RouteObject } from 'react-router';
import { getTrafficReport } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

export const reportRoutes: RouteObject[] = [
  {
    path: 'reports',
    handle: { ...getTrafficReport.access, title: 'Traffic Reports' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./ReportsPage')).ReportsPage }),
  },
];
