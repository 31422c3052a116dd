import { z } from 'zod';
import { defineResource, personRef, standardMessages } from '@ringledger/contract';

/**
 * An account's extensions as the table shows them (spec §3: username, display name, domain,
 * user, local call, enabled). Extensions have no description of their own yet; when they do,
 * this gives way to it.
 */
export const accountExtensions = defineResource({
  name: 'extensions',
  label: 'EXTENSIONS',
  path: '/accounts/:accountId/extensions',
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

export function extensionsOfAccount(accountId: number) {
  return { ...accountExtensions, path: `/accounts/${accountId}/extensions` };
}
