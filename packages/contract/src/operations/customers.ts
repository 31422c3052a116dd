import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { unknownKeysError } from '../resource.js';
import { errorSchema } from '../list-query.js';
import { digitsText, reference, requiredText } from '../fields.js';
import { sipUsername } from '../switch-values.js';
import { users } from '../resources/users.js';
import { accounts } from '../resources/accounts.js';
import { callAccounts } from '../resources/call-accounts.js';
import { extensions } from '../resources/extensions.js';
import { dids } from '../resources/dids.js';
import { callerIds } from '../resources/callerids.js';

const section = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, { error: unknownKeysError('field') });

/** Spec 02 §3 and §5: each section holds the fields of the row it makes, checked as that resource checks them, with the spec's messages. */
const customerUser = section({
  firstname: requiredText('First name is required', 100),
  lastname: requiredText('Last name is required', 100),
  // A customer signs in and gets mail at this address, so unlike a staff user's it is required.
  email: requiredText('Email is required', 254).pipe(z.email('Enter a valid e-mail address')),
  phone: users.fields.phone.schema,
});

const customerAccount = section({
  number: digitsText('Account number'),
  description: accounts.fields.description.schema.optional(),
  localization_id: accounts.fields.localization_id.schema.optional(),
});

const customerExtension = section({
  username: sipUsername('Extension username is required'),
  domain_id: extensions.fields.domain_id.schema.optional(),
});

const customerCallAccount = section({
  name: callAccounts.fields.name.schema,
  number: callAccounts.fields.number.schema,
  description: callAccounts.fields.description.schema.optional(),
  pricelist_id: reference('The chosen pricelist does not exist').optional(),
});

const customerDid = section({ number: dids.fields.number.schema });
const customerCallerId = section({ callerid_number: callerIds.fields.callerid_number.schema });

/** The body's sections, for the console's form to name and check each field as the server does. */
export const customerSections = {
  user: customerUser,
  account: customerAccount,
  extension: customerExtension,
  callAccount: customerCallAccount,
  did: customerDid,
  callerId: customerCallerId,
};

export const MISSING_DID = 'The chosen DID does not exist';
export const MISSING_CALLER_ID = 'The chosen caller ID does not exist';
export const BOTH_DIDS = 'Give either a new DID number or an existing DID, not both';
export const BOTH_CALLER_IDS = 'Give either a new caller ID number or an existing caller ID, not both';

/** POST /customers: a whole customer in one body, made in one transaction or not at all. */
export const customerBody = section({
  user: customerUser,
  account: customerAccount,
  extension: customerExtension,
  call_billing_account: customerCallAccount.optional(),
  did: customerDid.optional(),
  did_id: reference(MISSING_DID).optional(),
  account_caller_id: customerCallerId.optional(),
  caller_id: reference(MISSING_CALLER_ID).optional(),
  /** Where to mail the SIP credentials, as a login's credentials are mailed; nothing is sent without it. */
  send_to_email: z.email('Enter a valid e-mail address to send the SIP credentials to').optional(),
  /** A sign-in for the self-service area: the user's e-mail as its username, a generated password mailed to that address. */
  portal_login: z.boolean({ error: 'Create Portal Login must be true or false' }).optional(),
})
  .refine((body) => body.did === undefined || body.did_id === undefined, { message: BOTH_DIDS, path: ['did_id'] })
  .refine((body) => body.account_caller_id === undefined || body.caller_id === undefined, { message: BOTH_CALLER_IDS, path: ['caller_id'] });
export type CustomerBody = z.infer<typeof customerBody>;

const created = z.object({ id: z.number() });

/** Every row onboarding made, by the body's names; the device carries the SIP credentials, answered this once. */
export const customerAnswer = z.object({
  message: z.string(),
  customer: z.object({
    user: created,
    account: created,
    call_billing_account: created,
    extension: created,
    device: z.object({ id: z.number(), username: z.string(), password: z.string(), domain: z.string() }),
    did: created.nullable(),
    account_caller_id: created.nullable(),
    /** The self-service sign-in made with `portal_login`, its password answered this once. */
    portal_login: z.object({ id: z.number(), login: z.string(), password: z.string() }).nullable(),
  }),
});
export type CustomerAnswer = z.infer<typeof customerAnswer>;

export const createCustomer = defineOperation({
  name: 'create-customer',
  method: 'POST',
  path: '/customers',
  access: { label: 'CUSTOMERS', action: 'create' },
  creates: 'users',
  tag: 'customers',
  summary: 'Onboard a customer: user, account, call account, extension with a device, DID and caller ID',
  description:
    'Creates the user (type user), their account, a call account ("Main", the account\'s number, "Primary Account" unless ' +
    '`call_billing_account` says otherwise), an extension with one device registering under its username, and optionally a DID ' +
    '(`did {number}` new, or `did_id` in stock moved to the customer) assigned to the extension and a caller ID ' +
    "(`account_caller_id {callerid_number}` new, or `caller_id` in stock moved to the customer) presented by it: another customer's " +
    'DID or caller ID is refused with 409. All in one transaction, or nothing. ' +
    "Answers 201 with every row's id and the device's SIP password, which no later answer carries; with `send_to_email` the SIP " +
    'credentials are mailed there too. With `portal_login: true` the customer also gets a sign-in for the self-service area: ' +
    'their e-mail as its username and a generated password, mailed to them and answered this once.',
  body: customerBody,
  answers: { 201: customerAnswer, 409: errorSchema },
  example: {
    body: {
      user: { firstname: 'Ada', lastname: 'Obi', email: 'ada.obi@example.com', phone: '+234 803 555 0199' },
      account: { number: '8035550199', description: 'Ada Obi' },
      extension: { username: 'ada-obi' },
      did: { number: '2348035550199' },
      account_caller_id: { callerid_number: '2348035550199' },
      portal_login: true,
    },
  },
});
