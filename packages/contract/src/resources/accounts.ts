import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean, filterNumber, type LinkedField } from '../resource.js';
import { nestedView } from '../nesting.js';
import { audited, digitsText, personRef, reference, text, wholeNumber, yesNo } from '../fields.js';

export const ACCOUNT_TYPES = ['user', 'provider'] as const;
export const accountTypeFilter = z.enum(ACCOUNT_TYPES, { error: 'type must be user or provider' }).optional();
export const accountTypeField = {
  schema: z.enum(ACCOUNT_TYPES, { error: 'Type must be user or provider' }),
  label: 'Type',
  input: { kind: 'select', options: ACCOUNT_TYPES.map((type) => ({ value: type, text: type })) },
  required: true,
} as const;

/** type_id is named user_id or provider_id by the chosen type (spec §4); providers are users acting as carriers. */
export const linkedOwner = (isProviderOptional: boolean): LinkedField => ({
  by: 'type',
  embed: 'user',
  options: {
    user: { name: 'user_id', label: 'User', resource: 'users', display: 'name' },
    provider: { name: 'provider_id', label: 'Provider', resource: 'users', display: 'name', isOptional: isProviderOptional },
  },
});

/** The owner of an account or call account: a user, or a provider (optional where the caller says). */
export const ownerField = (isProviderOptional: boolean) =>
  ({
    schema: reference('Choose a user from the list'),
    label: 'User',
    input: { kind: 'lookup', resource: 'users', display: 'name' },
    required: true,
    nullable: true,
    linked: linkedOwner(isProviderOptional),
  }) as const;

export const accounts = defineResource({
  name: 'accounts',
  label: 'ACCOUNTS',
  path: '/accounts',
  singular: 'Account',
  plural: 'accounts',
  menu: 'Accounts',
  operations: ['list', 'view', 'create', 'edit', 'delete'],
  fields: {
    type: accountTypeField,
    type_id: ownerField(true),
    number: { schema: digitsText('Number'), label: 'Number', input: { kind: 'tel' }, required: true, placeholder: 'e.g. 8031234567' },
    localization_id: {
      schema: reference('Localization is required'),
      label: 'Localization',
      input: { kind: 'lookup', resource: 'localizations', display: 'name' },
      required: true,
    },
    allow_ip_management: { ...yesNo('Allow IP Management'), default: false },
    maxchannels: { schema: wholeNumber('Max channels', 1, 10_000), label: 'Max Channels', input: { kind: 'number', min: 1, step: 1 }, default: 1 },
    call_recording: { ...yesNo('Call Recording'), default: false },
    charge_per_min: { schema: wholeNumber('Charge per minute', 1, 10_000), label: 'Charge Per Min', input: { kind: 'number', min: 1, step: 1 }, default: 1 },
    cps: {
      schema: wholeNumber('Calls per second', 1, 10_000),
      label: 'CPS',
      input: { kind: 'number', min: 1, step: 1 },
      default: 1,
      help: 'Calls per second the account may start',
    },
    did_cid_translation: { schema: text('DID caller id translation'), label: 'DID CID Translation', input: { kind: 'text' }, nullable: true },
    std_cid_translation: { schema: text('Standard caller id translation'), label: 'STD CID Translation', input: { kind: 'text' }, nullable: true },
    enabled: { ...yesNo('Enabled'), default: true },
    description: { schema: text('Description', 1000), label: 'Description', input: { kind: 'textarea' }, nullable: true },
  },
  record: z.object({
    id: z.number(),
    type: z.enum(ACCOUNT_TYPES),
    type_id: z.number().nullable(),
    number: z.string(),
    user: personRef,
    localization_id: z.number().nullable(),
    localization: z.object({ name: z.string() }).nullable(),
    allow_ip_management: z.boolean(),
    maxchannels: z.number(),
    call_recording: z.boolean(),
    allow_call_recording: z.boolean(),
    charge_per_min: z.number(),
    cps: z.number(),
    did_cid_translation: z.string().nullable(),
    std_cid_translation: z.string().nullable(),
    enabled: z.boolean(),
    description: z.string().nullable(),
    ...audited,
  }),
  sortable: [
    { field: 'number', label: 'Number' },
    { field: 'type', label: 'Type' },
    { field: 'enabled', label: 'Enabled' },
  ],
  searchable: ['number', 'description', 'user.name'],
  filters: {
    type: accountTypeFilter,
    type_id: filterNumber.optional(),
    localization_id: filterNumber.optional(),
    enabled: filterBoolean.optional(),
  },
  columns: ['id', 'number', 'type', 'user', 'localization', 'maxchannels', 'cps', 'enabled', 'description', 'created_at'],
  display: 'number',
  layout: {
    lead: ['number', 'enabled'],
    sections: [
      { title: 'Owner', fields: ['type', 'type_id', 'localization_id', 'description'] },
      { title: 'Limits', fields: ['maxchannels', 'cps', 'charge_per_min'] },
      { title: 'Features', fields: ['allow_ip_management', 'call_recording', 'did_cid_translation', 'std_cid_translation'] },
    ],
    technical: ['id', 'allow_call_recording', 'created_by', 'created_at', 'updated_at'],
  },
  labels: { allow_call_recording: 'Call Recording Allowed' },
  lookupContext: ['user'],
  titles: { list: 'Showing data for accounts', create: 'Fill in details for the new Account', edit: 'Edit Account', view: 'Account Details' },
  messages: standardMessages('Account', 'accounts'),
});

/** GET /users/{id}/accounts: the accounts of type user whose owner is that user. */
export const userAccounts = nestedView(accounts, {
  name: 'user_accounts',
  path: '/users/:id/accounts',
  parent: { resource: 'users', param: 'id', field: 'type_id', where: { type: 'user' }, rowParam: 'accountId' },
  operations: ['list'],
  titles: { ...accounts.titles, list: 'User Accounts', create: 'Create User Account' },
  messages: { ...accounts.messages, loadFailed: 'Could not load user accounts, try refreshing the page' },
});
