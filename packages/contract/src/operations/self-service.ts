import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { errorSchema, listAnswerSchema, pathId } from '../list-query.js';
import { money, timestamps } from '../fields.js';
import { ownCallRecordListAnswer, callRecordListQuery } from '../resources/call-records.js';
import { users } from '../resources/users.js';
import { unknownKeysError } from '../resource.js';
import { sessionUser } from '../session.js';

/**
 * A user's line (spec 02 §3): one of their own call accounts, with what tells it apart on a phone
 * bill, the DID that reaches it and the extension that calls from it (the oldest of each, when it
 * has several, with that extension's domain), the number and name it has in the console, whether
 * it is postpaid (a low balance is then no warning), and what its calls cost since the month began
 * in the operator's time zone.
 */
export const userLine = z.object({
  call_billing_account_id: z.number(),
  account_balance: money,
  did_number: z.string().nullable(),
  username: z.string().nullable(),
  domain: z.string().nullable(),
  postpaid: z.boolean(),
  spend_this_month: money,
  number: z.string(),
  name: z.string(),
  ...timestamps,
});
export type UserLine = z.infer<typeof userLine>;

/** Spec 02 §3: a line is named by the first it has of its balance, its DID number, its extension's username, its id. */
export function lineDisplayName(line: Pick<UserLine, 'account_balance' | 'did_number' | 'username' | 'call_billing_account_id'>) {
  return line.account_balance || line.did_number || line.username || String(line.call_billing_account_id);
}

export const listUserLines = defineOperation({
  name: 'list-user-lines',
  method: 'GET',
  path: '/users/lines',
  access: { label: 'SELF_SERVICE', action: 'list' },
  tag: 'self-service',
  summary: "The signed-in user's lines",
  description: "Answers the call accounts the signed-in user owns, oldest first, and nobody else's, whatever their role.",
  answers: { 200: listAnswerSchema(userLine) },
});

export const LINE_NOT_YOURS = 'User line was not found';

export const listUserLineLogs = defineOperation({
  name: 'list-user-line-logs',
  method: 'GET',
  path: '/users/lines/logs',
  access: { label: 'SELF_SERVICE', action: 'list' },
  tag: 'self-service',
  summary: "The call records of the signed-in user's lines",
  description:
    'The call-record list (its filters, sorts, paging and totals over every matching record) kept to the lines the signed-in user owns, ' +
    'whatever their role. A call_account_id naming a line of someone else answers 404; every other filter only narrows their own records.',
  query: callRecordListQuery,
  answers: { 200: ownCallRecordListAnswer },
  example: { query: { page: '1', limit: '20' } },
});

/**
 * One of the signed-in user's extensions, as a customer sets up a phone for it: the number it is
 * dialled at, its domain (the SIP realm), the line it bills to, the DIDs that ring it, and each
 * device that registers for it (the SIP username and domain; the password only on request).
 */
export const userPhone = z.object({
  id: z.number(),
  username: z.string(),
  display_name: z.string().nullable(),
  domain: z.string(),
  enabled: z.boolean(),
  line: z.object({ id: z.number(), number: z.string(), name: z.string() }).nullable(),
  dids: z.array(z.object({ id: z.number(), number: z.string() })),
  devices: z.array(z.object({ id: z.number(), username: z.string(), description: z.string().nullable(), enabled: z.boolean() })),
});
export type UserPhone = z.infer<typeof userPhone>;

export const listUserPhones = defineOperation({
  name: 'list-user-phones',
  method: 'GET',
  path: '/users/phones',
  access: { label: 'SELF_SERVICE', action: 'list' },
  tag: 'self-service',
  summary: "The signed-in user's extensions, with their DIDs and devices",
  description: 'The extensions of the accounts the signed-in user owns, oldest first, whatever their role; no SIP password is in it.',
  answers: { 200: listAnswerSchema(userPhone) },
});

export const DEVICE_NOT_YOURS = 'Device was not found';

/** Enough for a person setting up a few phones; a script trying device ids hits the limit fast. */
export const DEVICE_REVEALS_PER_MINUTE = 10;

export const revealUserDevicePassword = defineOperation({
  name: 'reveal-user-device-password',
  method: 'GET',
  path: '/users/phones/devices/:deviceId/password',
  // Typed here rather than checked as a row of a resource: whose the device is, is the query's to keep.
  params: { deviceId: pathId('deviceId') },
  access: { label: 'SELF_SERVICE', action: 'view' },
  rateLimit: { max: DEVICE_REVEALS_PER_MINUTE, timeWindow: 60_000 },
  tag: 'self-service',
  summary: 'Show the SIP password of one of your own devices',
  description:
    "Answers the password the device registers with, so its owner can set up the phone; a device on anyone else's extension answers 404 like a missing one. " +
    `Each answer is recorded in the audit log (action reveal); at most ${DEVICE_REVEALS_PER_MINUTE} a minute per user, then 429.`,
  answers: { 200: z.object({ password: z.string() }), 429: errorSchema },
});

/**
 * What a person may change of their own details on their profile: their name and e-mail, with the
 * users resource's own rules and messages. The e-mail is required here: it is where receipts and
 * low-balance alerts reach a customer, and may be how they sign in.
 */
export const profileBody = z.strictObject(
  {
    firstname: users.fields.firstname.schema,
    lastname: users.fields.lastname.schema,
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(users.fields.email.schema),
  },
  { error: unknownKeysError('field') },
);
/** The form's values, and the body they become once checked. */
export type ProfileValues = z.input<typeof profileBody>;
export type ProfileBody = z.output<typeof profileBody>;

export const updateUserProfile = defineOperation({
  name: 'update-user-profile',
  method: 'PATCH',
  path: '/users/profile',
  // One's own details, which the self-service area shows: no one else's row is reachable from here.
  access: { label: 'SELF_SERVICE', action: 'view' },
  tag: 'self-service',
  summary: 'Change your own name and e-mail',
  description:
    "Changes the signed-in user's first name, last name and e-mail, recorded in the audit log as an update of their user. " +
    "An e-mail another user has (as an e-mail or a username) answers 409 naming the field. Answers the session's user as it now is.",
  body: profileBody,
  answers: { 200: sessionUser, 409: errorSchema },
  example: { body: { firstname: 'Ada', lastname: 'Obi', email: 'ada@example.com' } },
});
