import type { users } from '@ringledger/contract';
import type { ResourceScreens } from '../../framework/screens';
import { userRoutes } from './user-routes';

/** Users get the generic list, create and edit screens; their page adds credentials, accounts and records. */
export const usersScreens: ResourceScreens<typeof users> = {
  loadViewExtras: () => import('./UserViewExtras').then((module) => module.UserViewExtras),
  routes: userRoutes,
};
