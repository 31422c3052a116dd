import { isAllowed, listPagePath, topLevelResources, type SessionUser } from '@ringledger/contract';

export const USER_MENU_PATH = '/user/menu';
/** A customer's home: their lines, balances and latest calls. */
export const USER_HOME_PATH = '/user/home';

/** Role names compare case-insensitively (spec 01 §6). */
export function isSelfServiceUser(user: SessionUser | null) {
  return user?.role.name.toLowerCase() === 'user';
}

/**
 * The first list in registry order the user may see, else the self-service home for those with
 * lines to see, else the self-service menu; nested resources have no list page.
 */
export function homePathFor(user: SessionUser | null) {
  const first = topLevelResources.find((resource) => isAllowed(user?.actions, resource.label, 'list'));
  if (first) return `${listPagePath(first)}?page=1`;
  return isAllowed(user?.actions, 'SELF_SERVICE', 'list') ? USER_HOME_PATH : USER_MENU_PATH;
}
