import { defineResource, USER_LOGIN_MESSAGES, userLoginRecord } from '@ringledger/contract';
import type { RecordId } from '../../framework/data';

/**
 * A user's logins, described for the generic list and delete machinery: listed, created through
 * the credentials dialog and deleted, never opened alone.
 */
export const userLogins = defineResource({
  name: 'user_logins',
  label: 'USER_LOGINS',
  path: '/users/:userId/logins',
  singular: 'User Login',
  plural: 'user logins',
  menu: 'Users',
  operations: ['list', 'create', 'delete'],
  fields: {},
  record: userLoginRecord,
  sortable: [],
  searchable: [],
  filters: {},
  columns: ['login', 'created_at'],
  display: 'login',
  titles: { list: 'Logins', create: 'Create Credentials', edit: 'Edit Login', view: 'Login' },
  messages: { ...USER_LOGIN_MESSAGES, loadFailed: 'Could not load user logins, try refreshing the page' },
});

export function loginsOfUser(userId: RecordId) {
  return { ...userLogins, path: `/users/${userId}/logins` };
}
