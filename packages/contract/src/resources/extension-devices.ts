import { z } from 'zod';
import { defineResource } from '../resource.js';
import { nestedUnder } from '../nesting.js';
import { extensions } from './extensions.js';
import { audited, CONTROL_CHARACTER, controlCharacterMessage } from '../fields.js';
import { textField, yesNo } from '../field-descriptions.js';
import { sipUsername } from '../switch-values.js';

/** A blank password asks the server for a strong one; a typed one must resist guessing over SIP. */
const devicePassword = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'Password must be text' })
    .min(10, 'Password must be at least 10 characters')
    .max(128, 'Password must be at most 128 characters')
    .refine((value) => !CONTROL_CHARACTER.test(value), controlCharacterMessage('Password'))
    .optional(),
);

/**
 * A phone or softphone that rings when its extension is dialled: one SIP registration of the
 * extension's domain. Its password is stored sealed, never in a list, and shown on its page
 * only to those who may edit devices.
 */
export const extensionDevices = defineResource({
  name: 'extension_devices',
  label: 'EXTENSION_DEVICES',
  ...nestedUnder(extensions, 'devices', { field: 'extension_id', rowParam: 'deviceId' }),
  singular: 'Device',
  plural: 'extension devices',
  fields: {
    username: {
      schema: sipUsername(),
      label: 'Username',
      input: { kind: 'text', canGenerate: true },
      required: true,
      only: 'create',
      unique: 'A device named {value} already exists in this domain',
      help: 'What the phone registers with; fixed once the device exists',
    },
    password: {
      schema: devicePassword,
      label: 'Password',
      input: { kind: 'password', canGenerate: true },
      help: 'Left blank, a strong one is made; kept as it is on edit unless a new one is typed',
    },
    description: textField('Description', { nullable: true, placeholder: 'e.g. Desk phone' }),
    enabled: { ...yesNo('Enabled'), default: true },
  },
  record: z.object({
    id: z.number(),
    device_id: z.number(),
    extension_id: z.number(),
    extension: z.object({ username: z.string() }).nullable(),
    username: z.string(),
    description: z.string().nullable(),
    enabled: z.boolean(),
    ...audited,
  }),
  sortable: ['username'],
  defaultSort: 'username',
  searchable: ['username', 'description'],
  filters: {},
  // Spec 01 §3: the list hides enabled, the extension, the password and the audit columns.
  columns: ['id', 'username', 'description'],
  display: 'username',
  layout: {
    lead: ['username', 'enabled'],
    sections: [{ title: 'Device', fields: ['description', 'password', 'extension'] }],
    technical: ['id', 'device_id', 'extension_id', 'created_by', 'created_at', 'updated_at'],
  },
  titles: { list: 'Extension Devices', create: 'Add new Device' },
});
