import type { RouteObject } from 'react-router';
import { listLiveCalls } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

export const LIVE_CALLS_PAGE = 'live_calls';

/** The calls in progress, kept current by the server's stream; gated by the permission its list needs. */
export const liveCallRoutes: RouteObject[] = [
  {
    path: LIVE_CALLS_PAGE,
    handle: { ...listLiveCalls.access, title: 'Live Calls' } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./LiveCallsPage')).LiveCallsPage }),
  },
];
