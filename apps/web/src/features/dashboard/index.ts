import type { RouteObject } from 'react-router';
import { getDashboard } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

/** The dashboard, for whoever may view it; each part inside only as far as their permissions go. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: { ...getDashboard.access, title: 'Dashboard' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
  },
];
