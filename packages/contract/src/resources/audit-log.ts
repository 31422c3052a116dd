import { z } from 'zod';
import { defineResource, filterNumber } from '../resource.js';
import { moment, personRef } from '../fields.js';

/**
 * What an audit entry records: a row created, changed or deleted; money credited or debited; a
 * rate file imported; a sign-in, a failed one, a password changed or reset from the server; configurations changed;
 * unrated calls rated again; a secret shown in clear (a device's SIP password revealed to its owner).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'credit',
  'debit',
  'sign_in',
  'sign_in_failed',
  'password_change',
  'password_reset',
  'configure',
  'rerate',
  'reveal',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a masked secret reads as in an entry: never its value, only that there is one, and whether the write changed it. */
export const MASKED = '••••••';
export const MASKED_CHANGED = '•••••• (changed)';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');
const fieldValues = z.record(z.string(), z.unknown()).nullable();

/**
 * The audit trail, read-only: entries are written by the server, in the transaction of the write
 * they record, and never changed or deleted (the API has no route for it, and the database
 * refuses it). A record's history is the list filtered on `resource` and `resource_id`.
 */
export const auditLog = defineResource({
  name: 'audit_log',
  label: 'AUDIT_LOG',
  path: '/audit-log',
  pages: { list: 'audit-log' },
  singular: 'Audit Entry',
  plural: 'audit entries',
  menu: 'Audit Log',
  isMenuLink: true,
  operations: ['list', 'view'],
  fields: {},
  record: z.object({
    id: z.number(),
    created_at: moment,
    created_by_id: z.number().nullable(),
    created_by: personRef,
    address: z.string().nullable(),
    action: z.string(),
    resource: z.string(),
    resource_id: z.number().nullable(),
    before: fieldValues,
    after: fieldValues,
  }),
  sortable: [],
  searchable: [],
  filters: {
    user_id: filterNumber.optional(),
    resource: z.string().trim().min(1).max(50, 'Resource is at most 50 characters').optional(),
    resource_id: filterNumber.optional(),
    action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    from: day.optional(),
    to: day.optional(),
  },
  columns: ['created_at', 'created_by', 'action', 'resource', 'resource_id', 'address'],
  keyColumns: ['created_at', 'action', 'resource'],
  labels: { created_by: 'Who', created_at: 'When', address: 'Address', resource_id: 'Record', before: 'Before', after: 'After' },
  display: 'action',
  // Before and after show on the entry's page as a list of changes, not as fields.
  layout: {
    lead: ['action', 'resource'],
    sections: [{ title: 'Entry', fields: ['created_at', 'created_by', 'address', 'resource_id'] }],
    technical: ['id', 'created_by_id'],
  },
  titles: { list: 'Audit Log', view: 'Audit Entry' },
  messages: { loadFailed: 'Could not load the audit log, try refreshing the page', notFound: 'Audit entry was not found' },
});
