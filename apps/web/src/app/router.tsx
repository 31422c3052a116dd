import { createBrowserRouter, type RouteObject } from 'react-router';
import { registry } from '@ringledger/contract';
import { resourceRoutes } from '../framework/routes';
import { featurePages, featureScreens } from '../features/screens';
import { LoginPage } from '../shell/auth/LoginPage';
import { DeviceCheckScreen } from '../shell/DeviceCheckScreen';
import { AppErrorPage } from '../shell/errors/AppErrorPage';
import { NotFoundPage } from '../shell/errors/NotFoundPage';
import { RouteErrorPage } from '../shell/errors/RouteErrorPage';
import { HomeRedirect } from '../shell/HomeRedirect';
import { authLoader, protectedLoader } from '../shell/session-loaders';
import type { RouteHandle } from '../shell/route-handle';

/**
 * The sign-in page, the loaders and the error pages come with the entry; the shell and every
 * screen are fetched when first visited (the router waits for them, showing its progress), so
 * the sign-in page loads only what it needs.
 */
const pages: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
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

export const routes: RouteObject[] = [
  {
    errorElement: <AppErrorPage />,
    children: [
      { path: '/auth', loader: authLoader, HydrateFallback: DeviceCheckScreen, element: <LoginPage /> },
      {
        path: '/',
        loader: protectedLoader,
        HydrateFallback: DeviceCheckScreen,
        // The check runs on entering the shell; the layout itself follows the session after that.
        shouldRevalidate: () => false,
        lazy: async () => ({ Component: (await import('../shell/layout/ProtectedLayout')).ProtectedLayout }),
        children: [{ errorElement: <RouteErrorPage />, children: pages }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
