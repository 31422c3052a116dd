import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../shell/auth/LoginPage';
import { DeviceCheckScreen } from '../shell/DeviceCheckScreen';
import { AppErrorPage } from '../shell/errors/AppErrorPage';
import { RouteErrorPage } from '../shell/errors/RouteErrorPage';
import { authLoader, protectedLoader } from '../shell/session-loaders';

/** The route under the shell that the pages join once they have arrived. */
const PAGES_ROUTE_ID = 'pages';

const routes: RouteObject[] = [
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
        // `/` matches before the pages arrive (the router would not fetch them for it), so its route is here from the start.
        children: [
          {
            id: PAGES_ROUTE_ID,
            errorElement: <RouteErrorPage />,
            children: [{ index: true, lazy: async () => ({ Component: (await import('../shell/HomeRedirect')).HomeRedirect }) }],
          },
        ],
      },
    ],
  },
];

/**
 * The sign-in page, the loaders and the error pages come with the entry. The shell, the pages
 * (derived from the registry, whose schemas the sign-in page does not need) and each page's code
 * are fetched on the way in, the router waiting for them with its progress showing; a chunk that
 * fails to arrive ends on the error page's reload.
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ patch }) {
    // Every navigation that asks patches for itself: the router drops the patch of one that was
    // interrupted (sign-in's way to / redirected on to /dids), so remembering "patched" let the next
    // one end on a 404. The module arrives once; the router keeps the pages once (the same routes
    // patched again are recognised and left as they are).
    const { shellPages } = await import('./pages');
    patch(PAGES_ROUTE_ID, shellPages);
  },
});
