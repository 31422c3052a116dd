import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber, ownedRef } from '../resource.js';
import { nestedUnder, nestedView } from '../nesting.js';
import { accounts } from './accounts.js';
import { users } from './users.js';
import { audited, personRef } from '../fields.js';
import { lookupField, ofAccountsCustomer, textField, yesNo } from '../field-descriptions.js';
import { channelVariables, settings, sipUsername, sofiaParameters } from '../switch-values.js';

/** Directory parameters FreeSWITCH reads off a user; the passwords are the devices' own. */
const EXTENSION_PARAMETERS = ['vm-password', 'vm-enabled', 'vm-mailto', 'vm-email-all-messages', 'vm-attach-file', 'dial-string', 'auth-acl'] as const;

/** Channel variables an extension's calls usually carry. */
const EXTENSION_VARIABLES = [
  'user_context',
  'effective_caller_id_name',
  'effective_caller_id_number',
  'outbound_caller_id_name',
  'outbound_caller_id_number',
  'callgroup',
  'toll_allow',
  'accountcode',
  'hold_music',
] as const;

/** Secrets in parameters would be stored as typed; a device's password is sealed instead. */
const SECRET_PARAMETERS = ['password', 'a1-hash', 'reverse-auth-pass'];

/**
 * A number people dial inside the switch (FreeSWITCH's directory user `1001@pbx.example.net`):
 * it rings its devices, bills its calls to a call account and presents a caller id outside.
 * Its account and call account belong to one customer, like every row that carries money.
 */
export const extensions = defineResource({
  name: 'extensions',
  label: 'EXTENSIONS',
  singular: 'Extension',
  plural: 'extensions',
  fields: {
    username: {
      schema: sipUsername(),
      label: 'Username',
      input: { kind: 'text' },
      required: true,
      unique: 'Extension {value} already exists in this domain',
      placeholder: 'e.g. 1001',
      help: 'The number dialled to reach it, unique within its domain',
    },
    display_name: textField('Display Name', { named: 'Display name', max: 100, nullable: true, help: 'The name shown on calls to other extensions' }),
    domain_id: lookupField('Domain', 'domains', 'name', { help: 'The SIP domain it lives in; left blank, the primary domain' }),
    account_id: lookupField('Account', 'accounts', 'number', { required: true }),
    call_billing_account_id: lookupField('Call Account', 'call_accounts', 'number', {
      nullable: true,
      narrowedBy: ofAccountsCustomer,
      help: "The call account its calls are billed to; left blank, one of the account owner's",
    }),
    local_call: { ...yesNo('Local Call'), default: true, help: 'May call other extensions directly' },
    enabled: { ...yesNo('Enabled'), default: true },
    caller_id: lookupField('Caller ID', 'callerids', 'callerid_number', {
      embed: 'account_caller_id',
      nullable: true,
      narrowedBy: { field: 'account_id', filter: 'account_id' },
      help: "The number called people see, one of the account's caller ids",
    }),
    did_id: lookupField('Main DID', 'dids', 'number', {
      nullable: true,
      narrowedBy: ofAccountsCustomer,
      help: 'The DID that reaches it, assigned to it too; presented outside when no caller id is chosen',
    }),
    profile_id: lookupField('SIP Profile', 'sip_profiles', 'name', {
      nullable: true,
      help: 'The SIP profile its devices register on; left blank, any profile of the domain',
    }),
    variables: {
      schema: channelVariables('Variables'),
      label: 'Variables',
      input: { kind: 'keyValues', suggestions: EXTENSION_VARIABLES },
      help: 'Channel variables its calls get, such as user_context or toll_allow',
    },
    parameters: {
      schema: sofiaParameters('Parameters').refine(
        (value) => !SECRET_PARAMETERS.some((name) => name in value),
        'Passwords belong to the devices, where they are stored encrypted',
      ),
      label: 'Parameters',
      input: { kind: 'keyValues', suggestions: EXTENSION_PARAMETERS },
      help: 'Directory parameters, such as vm-password or dial-string',
    },
  },
  record: z.object({
    id: z.number(),
    username: z.string(),
    display_name: z.string().nullable(),
    domain_id: z.number(),
    domain: z.object({ name: z.string() }).nullable(),
    account_id: z.number(),
    account: ownedRef({ number: z.string() }),
    user: personRef,
    call_billing_account_id: z.number().nullable(),
    call_billing_account: ownedRef({ number: z.string(), name: z.string() }),
    local_call: z.boolean(),
    enabled: z.boolean(),
    caller_id: z.number().nullable(),
    account_caller_id: z.object({ callerid_number: z.string() }).nullable(),
    did_id: z.number().nullable(),
    did: ownedRef({ number: z.string() }),
    profile_id: z.number().nullable(),
    profile: z.object({ name: z.string() }).nullable(),
    variables: settings,
    parameters: settings,
    ...audited,
  }),
  embedsThrough: { user: 'account' },
  sortable: ['username', 'account_caller_id.callerid_number'],
  defaultSort: 'username',
  searchable: ['username', 'display_name', 'account.number', 'account.user.name', 'account_caller_id.callerid_number'],
  filters: {
    account_id: filterNumber.optional(),
    domain_id: filterNumber.optional(),
    call_billing_account_id: filterNumber.optional(),
    enabled: filterBoolean.optional(),
  },
  columns: ['id', 'username', 'display_name', 'domain', 'account', 'user', 'account_caller_id', 'local_call', 'enabled', 'created_at'],
  keyColumns: ['username', 'user'],
  // The account's number with its owner's name beside it: they wrap rather than push the actions off a laptop's screen.
  wrappedColumns: ['account', 'display_name'],
  sameOwner: ['account_id', 'call_billing_account_id'],
  display: 'username',
  lookupContext: ['display_name', 'domain'],
  owner: 'user.name',
  labels: { 'account_caller_id.callerid_number': 'Caller Id Number' },
  layout: {
    lead: ['username', 'enabled'],
    sections: [
      { title: 'Extension', fields: ['display_name', 'domain_id', 'profile_id', 'local_call'] },
      { title: 'Billing', fields: ['account_id', 'user', 'call_billing_account_id'] },
      { title: 'Caller ID', fields: ['caller_id', 'did_id'] },
      { title: 'Switch settings', fields: ['variables', 'parameters'] },
    ],
  },
});

/** GET /accounts/{id}/extensions: the account's "Account Extension" tab (spec 01 §2.5). */
export const accountExtensions = nestedView(extensions, {
  name: 'account_extensions',
  ...nestedUnder(accounts, 'extensions', { field: 'account_id', rowParam: 'extensionId' }),
  operations: ['list'],
  titles: { list: 'Account Extension' },
  messages: { loadFailed: 'Could not load account extensions, try refreshing the page' },
});

/** GET /users/{id}/extensions: the extensions of the accounts the user owns. */
export const userExtensions = nestedView(extensions, {
  name: 'user_extensions',
  ...nestedUnder(users, 'extensions', {
    field: 'account_id',
    through: { resource: 'accounts', field: 'type_id', where: { type: 'user' } },
    rowParam: 'extensionId',
  }),
  operations: ['list'],
  titles: { list: 'User Extensions', create: 'Create User Extension' },
  messages: { loadFailed: 'Could not load user extensions, try refreshing the page' },
});
