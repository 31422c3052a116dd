import { z } from 'zod';
import { defineResource, ownedRef } from '../resource.js';
import { nestedUnder } from '../nesting.js';
import { extensions } from './extensions.js';
import { audited } from '../fields.js';
import { lookupField, ofAccountsCustomer, yesNo } from '../field-descriptions.js';

/**
 * A DID ringing an extension (`/extensions/{id}/dids`), addressed by the DID: DELETE
 * /extensions/7/dids/12 takes DID 12 off extension 7. A DID rings one extension unless its
 * `simultaneous_extension` flag lets it ring several.
 */
export const extensionDids = defineResource({
  name: 'extension_dids',
  label: 'EXTENSIONS',
  // Spec 01 §3: the assignment payload is {extensionId, did_id, enabled}.
  ...nestedUnder(extensions, 'dids', { field: 'extension_id', rowParam: 'didId', rowKey: 'did_id', echo: 'extensionId' }),
  singular: 'Extension DID',
  plural: 'extension dids',
  operations: ['list', 'create', 'edit', 'delete'],
  fields: {
    did_id: lookupField('DID', 'dids', 'number', {
      required: true,
      only: 'create',
      unique: 'This DID already rings this extension',
      // Only the extension's customer's DIDs may ring it (the server's rule, did-assignment.service.ts).
      narrowedBy: { ...ofAccountsCustomer, of: 'parent' },
    }),
    enabled: { ...yesNo('Enabled'), default: true, help: 'A disabled assignment keeps its place but does not ring' },
  },
  record: z.object({
    id: z.number(),
    extension_id: z.number(),
    extension: ownedRef({ username: z.string() }),
    did_id: z.number(),
    did: ownedRef({ number: z.string() }),
    enabled: z.boolean(),
    ...audited,
  }),
  sortable: ['did.number'],
  searchable: ['did.number'],
  filters: {},
  columns: ['did_id', 'did', 'extension', 'enabled', 'created_at'],
  display: 'did',
  labels: { 'did.number': 'Number' },
  titles: { list: 'Extension DIDs', create: 'Assign DID', edit: 'Edit Extension DID', view: 'Extension DID' },
  messages: { created: 'DID assigned successfully', deleted: 'DID unassigned successfully', notFound: 'That DID is not assigned to this extension' },
});
