import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber, type LinkedField } from '../resource.js';
import { nestedUnder, nestedView } from '../nesting.js';
import { users } from './users.js';
import { audited, digitsText, personRef } from '../fields.js';
import { descriptionField, lookupField, numberField, selectField, textField, yesNo } from '../field-descriptions.js';

export const ACCOUNT_TYPES = ['user', 'provider'] as const;
export const accountTypeFilter = z.enum(ACCOUNT_TYPES, { error: 'type must be user or provider' }).optional();
export const accountTypeField = selectField('Type', z.enum(ACCOUNT_TYPES, { error: 'Type must be user or provider' }), { required: true });

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
  lookupField('User', 'users', 'name', {
    message: 'Choose a user from the list',
    required: true,
    nullable: true,
    linked: linkedOwner(isProviderOptional),
  });

/** What an account and a call account are known by. */
export const accountNumberField = {
  schema: digitsText('Number'),
  label: 'Number',
  input: { kind: 'tel' },
  required: true,
  placeholder: 'e.g. 8031234567',
} as const;

export const accounts = defineResource({
  name: 'accounts',
  label: 'ACCOUNTS',
  singular: 'Account',
  plural: 'accounts',
  fields: {
    type: accountTypeField,
    type_id: ownerField(true),
    number: { ...accountNumberField, unique: 'An account with number {value} already exists' },
    localization_id: lookupField('Localization', 'localizations', 'name', { required: true }),
    allow_ip_management: { ...yesNo('Allow IP Management'), default: false },
    maxchannels: numberField('Max Channels', { named: 'Max channels', min: 1, max: 10_000, default: 1 }),
    call_recording: { ...yesNo('Call Recording'), default: false },
    charge_per_min: numberField('Charge Per Min', { named: 'Charge per minute', min: 1, max: 10_000, default: 1 }),
    cps: numberField('CPS', { named: 'Calls per second', min: 1, max: 10_000, default: 1, help: 'Calls per second the account may start' }),
    did_cid_translation: textField('DID CID Translation', { named: 'DID caller id translation', nullable: true }),
    std_cid_translation: textField('STD CID Translation', { named: 'Standard caller id translation', nullable: true }),
    enabled: { ...yesNo('Enabled'), default: true },
    description: descriptionField,
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
  sortable: ['number', 'type', 'enabled'],
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
  owner: 'user.name',
});

/** GET /users/{id}/accounts: the accounts of type user whose owner is that user. */
export const userAccounts = nestedView(accounts, {
  name: 'user_accounts',
  ...nestedUnder(users, 'accounts', { field: 'type_id', where: { type: 'user' }, rowParam: 'accountId' }),
  operations: ['list'],
  titles: { list: 'User Accounts', create: 'Create User Account' },
  messages: { loadFailed: 'Could not load user accounts, try refreshing the page' },
});
