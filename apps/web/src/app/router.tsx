import { createBrowserRouter, type RouteObject } from 'react-router';
import { resourceRoutes } from '../framework/routes';
import { AccountSettingsPage } from '../shell/account/AccountSettingsPage';
import { LoginPage } from '../shell/auth/LoginPage';
import { DeviceCheckScreen } from '../shell/DeviceCheckScreen';
import { AppErrorPage } from '../shell/errors/AppErrorPage';
import { NotFoundPage } from '../shell/errors/NotFoundPage';
import { RouteErrorPage } from '../shell/errors/RouteErrorPage';
import { HomeRedirect } from '../shell/HomeRedirect';
import { ProtectedLayout } from '../shell/layout/ProtectedLayout';
import { UserMenuPage } from '../shell/self-service/UserMenuPage';
import { authLoader, protectedLoader } from '../shell/session-loaders';
import type { RouteHandle } from './route-handle';

const pages: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  { path: 'me', element: <AccountSettingsPage />, handle: { title: 'Account Settings' } satisfies RouteHandle },
  { path: 'user/menu/:view?', element: <UserMenuPage />, handle: { title: 'User Menu' } satisfies RouteHandle },
  ...resourceRoutes(),
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
        element: <ProtectedLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: pages }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
