import { isAllowed, listPagePath, topLevelResources, type SessionUser } from '@ringledger/contract';

export const USER_MENU_PATH = '/user/menu';

/** Role names compare case-insensitively (spec 01 §6). */
export function isSelfServiceUser(user: SessionUser | null) {
  return user?.role.name.toLowerCase() === 'user';
}

/** The first list in registry order the user may see, else the self-service menu; nested resources have no list page. */
export function homePathFor(user: SessionUser | null) {
  const first = topLevelResources.find((resource) => isAllowed(user?.actions, resource.label, 'list'));
  return first ? `${listPagePath(first)}?page=1` : USER_MENU_PATH;
}
