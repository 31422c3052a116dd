import type { RouteObject } from 'react-router';
import { accounts, callAccounts, userAccounts, userCallAccounts, userExtensions, type ResourceDescription } from '@ringledger/contract';
import { routeHandle } from '../../framework/routes';
import type { FormValues } from '../../framework/forms';
import type { OwnedKind } from './UserOwnedList';

/** /users/{id}/<kind>: what the user owns, listed as the user's view of it (`view`) names it. */
const ownedListPage = (kind: OwnedKind, view: ResourceDescription): RouteObject => ({
  path: `users/:id/${kind}`,
  handle: routeHandle(view, 'list'),
  lazy: async () => {
    const { UserOwnedPage } = await import('./UserOwnedPage');
    return { element: <UserOwnedPage key={kind} kind={kind} /> };
  },
});

/** /users/{id}/<resource>/new: a row of `resource` made for the user, titled as the user's `view` of it. */
const ownedCreatePage = (resource: ResourceDescription, view: ResourceDescription, defaults?: FormValues): RouteObject => ({
  path: `users/:id/${resource.name}/new`,
  handle: routeHandle(view, 'create'),
  lazy: async () => {
    const { UserOwnedCreatePage } = await import('./UserOwnedCreatePage');
    return { element: <UserOwnedCreatePage key={resource.name} resource={resource} title={view.titles.create} defaults={defaults} /> };
  },
});

/**
 * The pages under /users/{id}, each fetched when first visited; each is gated by the resource it
 * shows and titled as the user's view of it names it. A list page's only list reads the page's own
 * `search`, so the navbar's box searches it.
 */
export const userRoutes: RouteObject[] = [
  ownedListPage('accounts', userAccounts),
  ownedCreatePage(accounts, userAccounts),
  // Spec §9: a user's first call account is their "Main" one.
  ownedCreatePage(callAccounts, userCallAccounts, { name: 'Main' }),
  ownedListPage('extensions', userExtensions),
  {
    path: 'users/:id/extensions/new',
    handle: routeHandle(userExtensions, 'create'),
    lazy: async () => ({ Component: (await import('./UserExtensionCreatePage')).UserExtensionCreatePage }),
  },
];
