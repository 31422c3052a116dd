import type { FieldDescription } from '../resource.js';
import { customerBody, customerSections } from './customers.js';

/** Where the console onboards a customer (spec 02 §2), below the console's root. */
export const CUSTOMER_PAGE = 'customers/new';
export const CUSTOMER_FORM_TITLE = 'Fill in details for the new customer';

const lookup = (label: string, resource: string, display: string, help: string) => ({ label, input: { kind: 'lookup', resource, display }, help }) as const;

const { user, account, extension, callAccount, did, callerId } = customerSections;
const body = customerBody.shape;

/**
 * The onboarding form, section by section (spec 02 §2: user, account, extension, call account,
 * DID, caller ID; then the portal login we add), each field named by its place in the POST /customers body (`user.phone`), so the
 * server's field errors land on their inputs and the phone rule (spec 01 §4) finds the numbers.
 */
export const customerFormSections: readonly { title: string; fields: Record<string, FieldDescription> }[] = [
  {
    title: 'User',
    fields: {
      'user.firstname': { schema: user.shape.firstname, label: 'First Name', input: { kind: 'text' }, required: true },
      'user.lastname': { schema: user.shape.lastname, label: 'Last Name', input: { kind: 'text' }, required: true },
      'user.email': { schema: user.shape.email, label: 'Email', input: { kind: 'email' }, required: true, placeholder: 'name@example.com' },
      'user.phone': {
        schema: user.shape.phone,
        label: 'Phone',
        input: { kind: 'tel' },
        required: true,
        help: 'Its last 10 digits become the account and call account numbers',
      },
    },
  },
  {
    title: 'Account',
    fields: {
      'account.number': { schema: account.shape.number, label: 'Account Number', input: { kind: 'tel' }, required: true },
      'account.localization_id': {
        schema: account.shape.localization_id,
        ...lookup('Localization', 'localizations', 'name', 'How numbers are translated on its calls'),
      },
      'account.description': { schema: account.shape.description, label: 'Account Description', input: { kind: 'textarea' } },
    },
  },
  {
    title: 'Extension',
    fields: {
      'extension.username': {
        schema: extension.shape.username,
        label: 'Extension Username',
        input: { kind: 'text' },
        required: true,
        help: 'Dialled to reach the customer; their phone registers with it too',
      },
      'extension.domain_id': { schema: extension.shape.domain_id, ...lookup('Domain', 'domains', 'name', 'Left blank, the primary domain') },
      send_to_email: {
        schema: body.send_to_email,
        label: 'Send SIP Credentials To',
        input: { kind: 'email' },
        placeholder: 'name@example.com',
        help: 'The SIP password is shown once after saving; given an address, it is mailed there too',
      },
    },
  },
  {
    title: 'Call Account',
    fields: {
      'call_billing_account.name': { schema: callAccount.shape.name, label: 'Call Account Name', input: { kind: 'text' }, required: true, default: 'Main' },
      'call_billing_account.number': { schema: callAccount.shape.number, label: 'Call Account Number', input: { kind: 'tel' }, required: true },
      'call_billing_account.pricelist_id': {
        schema: callAccount.shape.pricelist_id,
        ...lookup('Pricelist', 'pricelists', 'name', "The rates the customer's calls are billed at"),
      },
      'call_billing_account.description': {
        schema: callAccount.shape.description,
        label: 'Call Account Description',
        input: { kind: 'text' },
        default: 'Primary Account',
      },
    },
  },
  {
    title: 'DID',
    fields: {
      'did.number': { schema: did.shape.number, label: 'New DID Number', input: { kind: 'tel' }, help: 'Created for the customer and ringing the extension' },
      did_id: { schema: body.did_id, ...lookup('Existing DID', 'dids', 'number', 'Or a DID in stock, moved to the customer and ringing the extension') },
    },
  },
  {
    title: 'Caller ID',
    fields: {
      'account_caller_id.callerid_number': {
        schema: callerId.shape.callerid_number,
        label: 'New Caller ID Number',
        input: { kind: 'tel' },
        help: 'Created for the customer and presented by the extension',
      },
      caller_id: {
        schema: body.caller_id,
        ...lookup('Existing Caller ID', 'callerids', 'callerid_number', 'Or a caller ID in stock, moved to the customer'),
      },
    },
  },
  {
    title: 'Portal Login',
    fields: {
      portal_login: {
        schema: body.portal_login,
        label: 'Create Portal Login',
        input: { kind: 'boolean' },
        // Yes or No, No unless changed: a choice rather than something to fill in.
        required: true,
        default: false,
        help: 'Signs in to the self-service area with their e-mail; the password is mailed to them and shown once after saving',
      },
    },
  },
];
