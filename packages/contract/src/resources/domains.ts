import { z } from 'zod';
import { defineResource, filterBoolean } from '../resource.js';
import { audited, requiredText } from '../fields.js';
import { descriptionField, yesNo } from '../field-descriptions.js';
import { channelVariables, hostRule, settings, sofiaParameters } from '../switch-values.js';

/**
 * The SIP domains the switch serves (spec 01 §2.5: a list with edit only; the create and delete
 * an admin also has are ours). Exactly one is primary: making one primary un-primaries the other.
 */
export const domains = defineResource({
  name: 'domains',
  label: 'DOMAINS',
  singular: 'Domain',
  plural: 'domains',
  isMenuLink: true,
  fields: {
    name: {
      schema: requiredText('Name is required', 253).refine(...hostRule('Name', true)),
      label: 'Name',
      input: { kind: 'text' },
      required: true,
      unique: 'A domain named {value} already exists',
      placeholder: 'e.g. sip.example.com',
      help: 'The DNS name or IP address phones register to',
    },
    is_primary: {
      ...yesNo('Is Primary'),
      default: false,
      help: 'The domain extensions belong to unless they name another; making this one primary un-primaries the other',
    },
    enabled: { ...yesNo('Enabled'), default: true },
    description: descriptionField,
    parameters: {
      schema: sofiaParameters('Parameters'),
      label: 'Parameters',
      input: { kind: 'keyValues', suggestions: ['dial-string', 'jsonrpc-allowed-methods', 'jsonrpc-allowed-event-channels'] },
      help: 'Directory parameters of the domain, such as dial-string',
    },
    variables: {
      schema: channelVariables('Variables'),
      label: 'Variables',
      input: {
        kind: 'keyValues',
        suggestions: ['user_context', 'default_gateway', 'default_areacode', 'default_language', 'toll_allow', 'record_stereo', 'transfer_fallback_extension'],
      },
      help: 'Channel variables every call of the domain gets, such as user_context',
    },
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    is_primary: z.boolean(),
    enabled: z.boolean(),
    description: z.string().nullable(),
    parameters: settings,
    variables: settings,
    ...audited,
  }),
  sortable: ['name', 'is_primary', 'enabled'],
  searchable: ['name', 'description'],
  filters: { enabled: filterBoolean.optional(), is_primary: filterBoolean.optional() },
  columns: ['id', 'name', 'is_primary', 'enabled', 'description', 'created_at'],
  display: 'name',
  lookupContext: ['description'],
  layout: {
    lead: ['name', 'is_primary', 'enabled'],
    sections: [
      { title: 'Domain', fields: ['description'] },
      { title: 'Switch settings', fields: ['parameters', 'variables'] },
    ],
  },
});
