import { describe, expect, it } from 'vitest';
import { createSchema, isRequiredIn, updateSchema } from './resource.js';
import { accounts } from './resources/accounts.js';
import { callAccounts } from './resources/call-accounts.js';
import { users } from './resources/users.js';
import { extensionDids } from './resources/extension-dids.js';
import { userLogins } from './resources/user-logins.js';

const account = { number: '8031234567', localization_id: 3 };

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('linked fields', () => {
  it('reads the reference under the name the type chooses and stores it as type_id', () => {
    expect(createSchema(accounts).parse({ ...account, type: 'user', user_id: 7 })).toMatchObject({ type: 'user', type_id: 7 });
    expect(createSchema(accounts).parse({ ...account, type: 'provider', provider_id: 9 })).toMatchObject({ type: 'provider', type_id: 9 });
  });

  it('requires the user of a user account under its own name, and lets a provider account go without one', () => {
    expect(issuesOf(createSchema(accounts).safeParse({ ...account, type: 'user' }))).toEqual([['user_id', 'User is required']]);
    expect(createSchema(accounts).parse({ ...account, type: 'provider' })).not.toHaveProperty('type_id');
  });

  it('requires the provider of a call account (spec: type_id required there)', () => {
    const body = { name: 'Main', number: '8031234567', pricelist_id: 1, type: 'provider' };
    expect(issuesOf(createSchema(callAccounts).safeParse(body))).toEqual([['provider_id', 'Provider is required']]);
  });

  it('ignores the name of the other type', () => {
    expect(issuesOf(createSchema(accounts).safeParse({ ...account, type: 'user', provider_id: 4 }))).toEqual([['user_id', 'User is required']]);
  });

  it('accepts either name on an edit that keeps the type', () => {
    expect(updateSchema(accounts).parse({ provider_id: 5 })).toEqual({ type_id: 5 });
  });
});

describe('read-only fields', () => {
  it('refuses a balance on create and on edit with the reason', () => {
    const message = 'The balance cannot be set directly; post a credit or debit transaction instead';
    expect(issuesOf(updateSchema(callAccounts).safeParse({ balance: '10' }))).toEqual([['balance', message]]);
    const body = { name: 'Main', number: '1', pricelist_id: 1, type: 'user', user_id: 1, balance: 10 };
    expect(issuesOf(createSchema(callAccounts).safeParse(body))).toEqual([['balance', message]]);
  });
});

describe('fields of one mode', () => {
  it('takes a role only on edit', () => {
    const body = { firstname: 'Ada', lastname: 'Obi', phone: '08031234567', type: 'user', role_id: 2 };
    expect(issuesOf(createSchema(users).safeParse(body))).toEqual([['role_id', 'Role can only be set when editing']]);
    expect(updateSchema(users).parse({ role_id: 2 })).toEqual({ role_id: 2 });
  });

  it('asks for a field required when creating only then: an edit may leave it out', () => {
    const sendTo = userLogins.fields.send_to_email;
    expect([isRequiredIn(sendTo, 'create'), isRequiredIn(sendTo, 'edit'), isRequiredIn(userLogins.fields.login, 'edit')]).toEqual([true, false, true]);
    expect(issuesOf(createSchema(userLogins).safeParse({ login: 'ada.obi' }))).toEqual([['send_to_email', 'Email is required']]);
    expect(updateSchema(userLogins).parse({ password: 'long enough 1' })).toEqual({ password: 'long enough 1' });
    expect(updateSchema(userLogins).parse({ send_to_email: 'ada@example.com' })).toEqual({ send_to_email: 'ada@example.com' });
  });

  it('never creates a required reference empty, though an edit may clear it', () => {
    const body = { name: 'Main', number: '1', pricelist_id: null, type: 'user', user_id: 1 };
    expect(issuesOf(createSchema(callAccounts).safeParse(body))?.[0]).toEqual(['pricelist_id', 'Pricelist is required']);
    expect(updateSchema(callAccounts).parse({ pricelist_id: null })).toEqual({ pricelist_id: null });
  });
});

describe("a parent's id repeated in the body", () => {
  it('is read as a number from a number or its digits, where the parent link names it', () => {
    expect(createSchema(extensionDids).parse({ extensionId: '7', did_id: 12 })).toEqual({ extensionId: 7, did_id: 12, enabled: true });
    expect(updateSchema(extensionDids).parse({ extensionId: 7, enabled: false })).toEqual({ extensionId: 7, enabled: false });
    expect(issuesOf(createSchema(extensionDids).safeParse({ extensionId: '7a', did_id: 12 }))).toEqual([['extensionId', 'extensionId must be a whole number']]);
  });

  it('is an unknown field of a resource whose parent link names none', () => {
    expect(issuesOf(createSchema(userLogins).safeParse({ userId: 3, login: 'ada.obi', send_to_email: 'ada@example.com' }))).toEqual([
      ['', 'Unknown field: userId'],
    ]);
  });
});
