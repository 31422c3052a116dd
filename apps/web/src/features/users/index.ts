import type { ResourceScreens } from '../../framework/screens';
import { UserViewExtras } from './UserViewExtras';
import { userRoutes } from './user-routes';

/** Users get the generic list, create and edit screens; their page adds credentials, accounts and records. */
export const usersScreens: ResourceScreens = { viewExtras: UserViewExtras, routes: userRoutes };
