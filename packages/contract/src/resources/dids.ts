import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber, ownedRef } from '../resource.js';
import { nestedUnder, nestedView } from '../nesting.js';
import { users } from './users.js';
import { audited, dialledNumber, money } from '../fields.js';
import { lookupField, moneyField, numberField, ofAccountsCustomer, selectField, textField, yesNo } from '../field-descriptions.js';

/**
 * What a DID rings: `extensions`, its assigned extensions (the same when no type is set), or
 * `queue`, the call-centre queue `call_type_id` names.
 */
export const DID_CALL_TYPES = ['extensions', 'queue'] as const;
export type DidCallType = (typeof DID_CALL_TYPES)[number];

/** The destinations as a person picks them. */
export const DID_DESTINATIONS = [
  { value: 'extensions', text: 'Its assigned extensions' },
  { value: 'queue', text: 'A call-centre queue' },
] as const satisfies readonly { value: DidCallType; text: string }[];

export const dids = defineResource({
  name: 'dids',
  label: 'DIDS',
  singular: 'DID',
  plural: 'DIDs',
  fields: {
    number: {
      schema: dialledNumber('Number', 20, true),
      label: 'Number',
      input: { kind: 'tel' },
      required: true,
      placeholder: 'e.g. 2348012345678',
      unique: 'DID {value} already exists',
    },
    account_id: lookupField('Account', 'accounts', 'number', { required: true }),
    call_billing_account_id: lookupField('Call Account', 'call_accounts', 'number', {
      required: true,
      // Names its own field: the old console's "Account is required" under Call Account pointed at the wrong one.
      message: 'Call Account is required',
      narrowedBy: ofAccountsCustomer,
    }),
    leg_timeout: numberField('Leg Timeout', {
      named: 'Leg timeout',
      min: 1,
      max: 3600,
      // No default here, where the server's create schema would apply it: the Default DID Leg Timeout
      // configuration (60 unless changed) is the default, applied by the server and started from by the console's form.
      help: 'Seconds the DID rings before the call gives up; a new DID starts from the Default DID Leg Timeout configuration',
    }),
    enabled: { ...yesNo('Enabled'), default: true },
    simultaneous_extension: { ...yesNo('Simultaneous Extension'), default: false },
    ringback: textField('Ringback', { nullable: true }),
    connectcost: moneyField('Connect Cost', { named: 'Connect cost', default: '0' }),
    includedseconds: numberField('Included Seconds', { named: 'Included seconds', min: 0, default: 0 }),
    cost: moneyField('Cost', { default: '0' }),
    maxchannels: numberField('Max Channels', { named: 'Max channels', min: 0, max: 10_000, default: 0 }),
    init_inc: numberField('Init Inc', {
      named: 'Initial increment',
      min: 0,
      max: 3600,
      default: 0,
      help: 'Seconds billed for the first block of an answered call',
    }),
    inc: numberField('Inc', { named: 'Increment', min: 0, max: 3600, default: 0, help: 'Seconds billed for each block after the first' }),
    always_vm_flag: { ...yesNo('Always Voicemail'), default: false },
    user_busy_vm_flag: { ...yesNo('Voicemail When Busy'), default: false },
    user_not_registered_vm_flag: { ...yesNo('Voicemail When Not Registered'), default: false },
    no_answer_vm_flag: { ...yesNo('Voicemail On No Answer'), default: false },
    call_type_vm_flag: { ...yesNo('Call Type Voicemail'), default: false },
    allow_call_recording: { ...yesNo('Allow Call Recording'), default: false },
    call_type: {
      ...selectField('Destination', z.enum(DID_CALL_TYPES, { error: `Call type must be one of: ${DID_CALL_TYPES.join(', ')}` }), {
        nullable: true,
        help: 'What the DID rings when called',
      }),
      input: { kind: 'select', options: DID_DESTINATIONS },
    },
    // The API keeps the spec's call_type_id; the form picks the queue by name, and the server refuses one that does not exist.
    call_type_id: lookupField('Queue', 'call_center_queues', 'name', {
      nullable: true,
      embed: 'queue',
      shownWhen: { field: 'call_type', value: 'queue' },
      help: 'The call-centre queue callers wait in',
    }),
  },
  record: z.object({
    id: z.number(),
    number: z.string(),
    account_id: z.number(),
    account: ownedRef({ number: z.string() }),
    call_billing_account_id: z.number(),
    call_billing_account: ownedRef({ number: z.string(), name: z.string() }),
    leg_timeout: z.number(),
    enabled: z.boolean(),
    simultaneous_extension: z.boolean(),
    ringback: z.string().nullable(),
    connectcost: money,
    includedseconds: z.number(),
    cost: money,
    maxchannels: z.number(),
    init_inc: z.number(),
    inc: z.number(),
    always_vm_flag: z.boolean(),
    user_busy_vm_flag: z.boolean(),
    user_not_registered_vm_flag: z.boolean(),
    no_answer_vm_flag: z.boolean(),
    call_type_vm_flag: z.boolean(),
    allow_call_recording: z.boolean(),
    call_type: z.string().nullable(),
    call_type_id: z.number().nullable(),
    queue: z.object({ name: z.string() }).nullable(),
    /** Where a call to the DID goes, by name: "Queue support" or "Extensions 1001, 1002". */
    rings: z.string(),
    ...audited,
  }),
  sortable: ['number', 'enabled'],
  searchable: ['number', 'call_billing_account.name', 'account.number', 'account.user.name'],
  // in_stock: held by no customer (its account has no owner), so onboarding may hand it to a new one.
  // customer_of_account: held by the customer holding that account (it, or another account of the
  // same owner), so an extension of that account may be rung by it.
  filters: {
    account_id: filterNumber.optional(),
    call_billing_account_id: filterNumber.optional(),
    enabled: filterBoolean.optional(),
    in_stock: filterBoolean.optional(),
    customer_of_account: filterNumber.optional(),
  },
  columns: ['id', 'number', 'account', 'call_billing_account', 'rings', 'leg_timeout', 'enabled', 'simultaneous_extension', 'created_by', 'created_at'],
  // Whose it is (names in full) and where it rings stay in view; the timings are on its page.
  hiddenByDefault: ['leg_timeout', 'simultaneous_extension', 'created_by', 'created_at'],
  sameOwner: ['account_id', 'call_billing_account_id'],
  layout: {
    lead: ['number', 'enabled'],
    sections: [
      { title: 'Billing', fields: ['account_id', 'call_billing_account_id', 'cost', 'connectcost', 'includedseconds', 'init_inc', 'inc'] },
      { title: 'Routing', fields: ['rings', 'call_type', 'call_type_id', 'leg_timeout', 'simultaneous_extension', 'maxchannels', 'ringback'] },
      {
        title: 'Voicemail and recording',
        fields: ['always_vm_flag', 'user_busy_vm_flag', 'user_not_registered_vm_flag', 'no_answer_vm_flag', 'call_type_vm_flag', 'allow_call_recording'],
      },
    ],
  },
  labels: { rings: 'Rings' },
  display: 'number',
  owner: 'account.user.name',
});

/** GET /users/{id}/dids: the DIDs of the accounts the user owns. */
export const userDids = nestedView(dids, {
  name: 'user_dids',
  ...nestedUnder(users, 'dids', { field: 'account_id', through: { resource: 'accounts', field: 'type_id', where: { type: 'user' } }, rowParam: 'didId' }),
  operations: ['list'],
  titles: { list: 'User DIDs' },
  messages: { loadFailed: 'Could not load user dids, try refreshing the page' },
});
