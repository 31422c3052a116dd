import type { RouteObject } from 'react-router';
import { registry } from '@ringledger/contract';
import { resourceRoutes } from '../framework/routes';
import { featurePages, featureScreens } from '../features/screens';
import { NotFoundPage } from '../shell/errors/NotFoundPage';
import type { RouteHandle } from '../shell/route-handle';

/**
 * Every page inside the shell, derived from the contract's registry. The router fetches this
 * module on the first navigation into the shell, so the sign-in page never loads the registry's
 * schemas; each page's own code is fetched later still, when first visited.
 */
export const shellPages: RouteObject[] = [
  {
    path: 'me',
    handle: { title: 'Account Settings' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../shell/account/AccountSettingsPage')).AccountSettingsPage }),
  },
  {
    path: 'user/profile',
    handle: { title: 'Profile' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../shell/account/ProfilePage')).ProfilePage }),
  },
  {
    path: 'user/menu/:view?',
    handle: { title: 'User Menu' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../shell/self-service/UserMenuPage')).UserMenuPage }),
  },
  ...resourceRoutes(registry, featureScreens),
  ...featurePages,
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } satisfies RouteHandle },
];
