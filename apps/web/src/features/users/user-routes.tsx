import type { RouteObject } from 'react-router';
import { accounts, callAccounts } from '@ringledger/contract';
import type { ResourceRouteHandle } from '../../framework/routes';
import { UserAccountsPage } from './UserAccountsPage';
import { UserExtensionsPage } from './UserExtensionsPage';
import { UserOwnedCreatePage } from './UserOwnedCreatePage';

const ACCOUNT_TITLE = 'Create User Account';
const CALL_ACCOUNT_TITLE = 'Create User Call Account';

/** The pages under /users/{id}; each is gated by the resource it shows. */
export const userRoutes: RouteObject[] = [
  {
    path: 'users/:id/accounts',
    handle: { label: 'ACCOUNTS', action: 'list', title: 'User Accounts' } satisfies ResourceRouteHandle,
    element: <UserAccountsPage />,
  },
  {
    path: 'users/:id/accounts/new',
    handle: { label: 'ACCOUNTS', action: 'create', title: ACCOUNT_TITLE } satisfies ResourceRouteHandle,
    element: <UserOwnedCreatePage key="accounts" resource={accounts} title={ACCOUNT_TITLE} />,
  },
  {
    path: 'users/:id/call_accounts/new',
    handle: { label: 'CALL_ACCOUNTS', action: 'create', title: CALL_ACCOUNT_TITLE } satisfies ResourceRouteHandle,
    // Spec §9: a user's first call account is their "Main" one.
    element: <UserOwnedCreatePage key="call_accounts" resource={callAccounts} title={CALL_ACCOUNT_TITLE} defaults={{ name: 'Main' }} />,
  },
  {
    path: 'users/:id/extensions',
    handle: { label: 'EXTENSIONS', action: 'list', title: 'User Extensions' } satisfies ResourceRouteHandle,
    element: <UserExtensionsPage />,
  },
];
