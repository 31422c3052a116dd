import { z } from 'zod';
import { defineResource, standardMessages } from '../resource.js';
import { personRef } from '../fields.js';

/**
 * An account's extensions (`/accounts/{id}/extensions`) as its "Account Extension" tab shows
 * them (spec 01 §3: username, display name, domain, user, local call, enabled). Extensions have
 * no description of their own yet; when they arrive this becomes a view of theirs.
 */
export const accountExtensions = defineResource({
  name: 'account_extensions',
  label: 'EXTENSIONS',
  path: '/accounts/:id/extensions',
  parent: { resource: 'accounts', param: 'id', field: 'account_id', rowParam: 'extensionId' },
  rowsOf: 'extensions',
  singular: 'Extension',
  plural: 'extensions',
  menu: 'Extensions',
  operations: ['list'],
  fields: {},
  record: z.object({
    id: z.number(),
    username: z.string(),
    display_name: z.string().nullable(),
    domain: z.object({ name: z.string() }).nullable(),
    user: personRef,
    local_call: z.boolean(),
    enabled: z.boolean(),
    created_at: z.date(),
  }),
  sortable: [],
  searchable: [],
  filters: {},
  columns: ['id', 'username', 'display_name', 'domain', 'user', 'local_call', 'enabled', 'created_at'],
  display: 'username',
  titles: { list: 'Account Extension', create: 'Create Extension', edit: 'Edit Extension', view: 'Extension Details' },
  messages: { ...standardMessages('Extension', 'extensions'), loadFailed: 'Could not load account extensions, try refreshing the page' },
});
