import { eq } from 'drizzle-orm';
import { callAccounts } from '../apps/server/src/db/schema/index.js';
import { addLogin, signIn } from '../apps/server/src/test/factories.js';
import { ADMIN, type BrowserApp } from './harness.js';

let made = 0;

/** What POST /customers answers (the rows it made, by id, and the device's SIP password), with the numbers it was given. */
export interface OnboardedCustomer {
  user: { id: number };
  call_billing_account: { id: number; number: string };
  extension: { id: number; username: string };
  device: { id: number; username: string; password: string; domain: string };
  did: { id: number; number: string };
}

/**
 * A customer onboarded as staff onboard one (user, account, line, extension with its phone, a DID),
 * given a login, so they sign in with `person` as a customer would.
 */
export async function onboardedCustomer(harness: BrowserApp, options: { balance?: string } = {}) {
  made += 1;
  const tag = `${process.pid % 1000}${made}${Date.now() % 100_000}`;
  const phone = `+234 80${tag.padStart(8, '0').slice(-8)}`;
  const email = `customer${tag}@e2e.test`;
  const admin = await signIn(harness.app, ADMIN);
  const numbers = { line: `5${tag.padStart(9, '0').slice(-9)}`, extension: `70${tag}`.slice(0, 10), did: `23480${tag.padStart(8, '0').slice(-8)}` };
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    headers: admin.headers,
    payload: {
      user: { firstname: 'Chidi', lastname: `Okafor${tag}`, email, phone },
      account: { number: numbers.line, description: 'Home line' },
      extension: { username: numbers.extension },
      did: { number: numbers.did },
    },
  });
  if (response.statusCode !== 201) throw new Error(`onboarding failed: ${response.statusCode} ${response.body}`);
  const answer = response.json().customer;
  // The call account takes the account's number, and the extension's device its username.
  const customer: OnboardedCustomer = {
    ...answer,
    call_billing_account: { id: answer.call_billing_account.id, number: numbers.line },
    extension: { id: answer.extension.id, username: numbers.extension },
    did: { id: answer.did.id, number: numbers.did },
  };
  const password = `customer-password-${tag}`;
  await addLogin(harness.db, customer.user.id, `login${tag}`, password);
  if (options.balance) await harness.db.update(callAccounts).set({ balance: options.balance }).where(eq(callAccounts.id, customer.call_billing_account.id));
  return { person: { email, password }, customer };
}
