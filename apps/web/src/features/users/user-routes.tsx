import type { RouteObject } from 'react-router';
import { accounts, callAccounts, extensions, userAccounts, userCallAccounts, userExtensions } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';

/**
 * The pages under /users/{id}, each fetched when first visited; each is gated by the resource it
 * shows and titled as the user's view of it names it.
 */
export const userRoutes: RouteObject[] = [
  {
    path: 'users/:id/accounts',
    // The page's only list reads the page's own `search`, so the navbar's box searches it.
    handle: {
      label: userAccounts.label,
      action: 'list',
      title: userAccounts.titles.list,
      isSearchable: userAccounts.searchable.length > 0,
    } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./UserAccountsPage')).UserAccountsPage }),
  },
  {
    path: 'users/:id/accounts/new',
    handle: { label: accounts.label, action: 'create', title: userAccounts.titles.create } satisfies ResourceRouteHandle,
    lazy: async () => {
      const { UserOwnedCreatePage } = await import('./UserOwnedCreatePage');
      return { element: <UserOwnedCreatePage key="accounts" resource={accounts} title={userAccounts.titles.create} /> };
    },
  },
  {
    path: 'users/:id/call_accounts/new',
    handle: { label: callAccounts.label, action: 'create', title: userCallAccounts.titles.create } satisfies ResourceRouteHandle,
    lazy: async () => {
      const { UserOwnedCreatePage } = await import('./UserOwnedCreatePage');
      // Spec §9: a user's first call account is their "Main" one.
      return {
        element: <UserOwnedCreatePage key="call_accounts" resource={callAccounts} title={userCallAccounts.titles.create} defaults={{ name: 'Main' }} />,
      };
    },
  },
  {
    path: 'users/:id/extensions',
    handle: {
      label: userExtensions.label,
      action: 'list',
      title: userExtensions.titles.list,
      isSearchable: userExtensions.searchable.length > 0,
    } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./UserExtensionsPage')).UserExtensionsPage }),
  },
  {
    path: 'users/:id/extensions/new',
    handle: { label: extensions.label, action: 'create', title: userExtensions.titles.create } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./UserExtensionCreatePage')).UserExtensionCreatePage }),
  },
];
