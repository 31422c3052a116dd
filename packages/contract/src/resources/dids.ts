import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean, filterNumber } from '../resource.js';
import { nestedView } from '../nesting.js';
import { audited, money, moneyInput, reference, text, wholeNumber, yesNo } from '../fields.js';

export const dids = defineResource({
  name: 'dids',
  label: 'DIDS',
  path: '/dids',
  singular: 'DID',
  plural: 'DIDs',
  menu: 'DIDs',
  operations: ['list', 'view', 'create', 'edit', 'delete'],
  fields: {
    number: {
      schema: z
        .string({ error: 'Number is required' })
        .trim()
        .min(1, 'Number is required')
        .max(20, 'Number must be at most 20 digits')
        .regex(/^\+?\d+$/, 'Number must contain digits only, with an optional leading +'),
      label: 'Number',
      input: { kind: 'tel' },
      required: true,
      placeholder: 'e.g. 2348012345678',
    },
    account_id: {
      schema: reference('Account is required'),
      label: 'Account',
      input: { kind: 'lookup', resource: 'accounts', display: 'number' },
      required: true,
    },
    call_billing_account_id: {
      schema: reference('Account is required'),
      label: 'Call Account',
      input: { kind: 'lookup', resource: 'call_accounts', display: 'number' },
      required: true,
    },
    leg_timeout: {
      schema: wholeNumber('Leg timeout', 1, 3600),
      label: 'Leg Timeout',
      input: { kind: 'number', min: 1, step: 1 },
      // No default here, where the server's create schema would apply it: the Default DID Leg Timeout
      // configuration (60 unless changed) is the default, applied by the server and started from by the console's form.
      help: 'Seconds the DID rings before the call gives up; a new DID starts from the Default DID Leg Timeout configuration',
    },
    enabled: { ...yesNo('Enabled'), default: true },
    simultaneous_extension: { ...yesNo('Simultaneous Extension'), default: false },
    ringback: { schema: text('Ringback', 255), label: 'Ringback', input: { kind: 'text' }, nullable: true },
    connectcost: { schema: moneyInput('Connect cost'), label: 'Connect Cost', input: { kind: 'number', min: 0 }, default: '0' },
    includedseconds: { schema: wholeNumber('Included seconds', 0), label: 'Included Seconds', input: { kind: 'number', min: 0, step: 1 }, default: 0 },
    cost: { schema: moneyInput('Cost'), label: 'Cost', input: { kind: 'number', min: 0 }, default: '0' },
    maxchannels: { schema: wholeNumber('Max channels', 0, 10_000), label: 'Max Channels', input: { kind: 'number', min: 0, step: 1 }, default: 0 },
    init_inc: {
      schema: wholeNumber('Initial increment', 0, 3600),
      label: 'Init Inc',
      input: { kind: 'number', min: 0, step: 1 },
      default: 0,
      help: 'Seconds billed for the first block of an answered call',
    },
    inc: {
      schema: wholeNumber('Increment', 0, 3600),
      label: 'Inc',
      input: { kind: 'number', min: 0, step: 1 },
      default: 0,
      help: 'Seconds billed for each block after the first',
    },
    always_vm_flag: { ...yesNo('Always Voicemail'), default: false },
    user_busy_vm_flag: { ...yesNo('Voicemail When Busy'), default: false },
    user_not_registered_vm_flag: { ...yesNo('Voicemail When Not Registered'), default: false },
    no_answer_vm_flag: { ...yesNo('Voicemail On No Answer'), default: false },
    call_type_vm_flag: { ...yesNo('Call Type Voicemail'), default: false },
    allow_call_recording: { ...yesNo('Allow Call Recording'), default: false },
    call_type: {
      schema: text('Call type', 50),
      label: 'Call Type',
      input: { kind: 'text' },
      nullable: true,
      help: 'What the DID hands its calls to, such as an extension, a queue or an IVR',
    },
    call_type_id: {
      schema: wholeNumber('Call type id', 1),
      label: 'Call Type ID',
      input: { kind: 'number', min: 1, step: 1 },
      nullable: true,
      help: 'Which one of that kind, by its id',
    },
  },
  record: z.object({
    id: z.number(),
    number: z.string(),
    account_id: z.number(),
    account: z.object({ number: z.string() }).nullable(),
    call_billing_account_id: z.number(),
    call_billing_account: z.object({ number: z.string(), name: z.string() }).nullable(),
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
    ...audited,
  }),
  sortable: [
    { field: 'number', label: 'Number' },
    { field: 'enabled', label: 'Enabled' },
  ],
  searchable: ['number', 'call_billing_account.name', 'account.number', 'account.user.name'],
  filters: { account_id: filterNumber.optional(), call_billing_account_id: filterNumber.optional(), enabled: filterBoolean.optional() },
  columns: ['id', 'number', 'account', 'call_billing_account', 'leg_timeout', 'enabled', 'simultaneous_extension', 'created_by', 'created_at'],
  sameOwner: ['account_id', 'call_billing_account_id'],
  layout: {
    lead: ['number', 'enabled'],
    sections: [
      { title: 'Billing', fields: ['account_id', 'call_billing_account_id', 'cost', 'connectcost', 'includedseconds', 'init_inc', 'inc'] },
      { title: 'Routing', fields: ['leg_timeout', 'simultaneous_extension', 'maxchannels', 'ringback', 'call_type', 'call_type_id'] },
      {
        title: 'Voicemail and recording',
        fields: ['always_vm_flag', 'user_busy_vm_flag', 'user_not_registered_vm_flag', 'no_answer_vm_flag', 'call_type_vm_flag', 'allow_call_recording'],
      },
    ],
    technical: ['id', 'created_by', 'created_at', 'updated_at'],
  },
  display: 'number',
  titles: { list: 'Showing data for dids', create: 'Fill in details for the new DID', edit: 'Edit DID', view: 'DID Details' },
  messages: standardMessages('DID', 'dids'),
});

/** GET /users/{id}/dids: the DIDs of the accounts the user owns. */
export const userDids = nestedView(dids, {
  name: 'user_dids',
  path: '/users/:id/dids',
  parent: {
    resource: 'users',
    param: 'id',
    field: 'account_id',
    through: { resource: 'accounts', field: 'type_id', where: { type: 'user' } },
    rowParam: 'didId',
  },
  operations: ['list'],
  titles: { ...dids.titles, list: 'User DIDs' },
  messages: { ...dids.messages, loadFailed: 'Could not load user dids, try refreshing the page' },
});
