import { describe, expect, it } from 'vitest';
import { numberCopies } from '../../framework/forms/phone-number';
import { customerDefaults, customerFormSchema } from './customer-form';

const filled = {
  user: { firstname: 'Ada', lastname: 'Obi', email: 'ada@example.test', phone: '+234 803 555 0142' },
  account: { number: '8035550142' },
  extension: { username: 'ada-obi' },
  call_billing_account: { name: 'Main', number: '8035550142', description: 'Primary Account' },
};

describe('the onboarding form', () => {
  it('starts with every section present, the call account named Main, so the phone fills both account numbers', () => {
    const values = customerDefaults();
    expect(values).toMatchObject({ call_billing_account: { name: 'Main', description: 'Primary Account' } });
    expect(numberCopies('+234 803 555 0142', values)).toEqual([
      { name: 'account.number', number: '8035550142' },
      { name: 'call_billing_account.number', number: '8035550142' },
    ]);
  });

  it('leaves out a DID or caller ID section left empty, and checks one that is filled', () => {
    const empty = customerFormSchema.safeParse({ ...customerDefaults(), ...filled });
    expect(empty.success && empty.data).toMatchObject({ user: { phone: '+2348035550142' } });
    expect(empty.data).not.toHaveProperty('did');
    expect(empty.data).not.toHaveProperty('account_caller_id');
    const bad = customerFormSchema.safeParse({ ...filled, did: { number: 'abc' } });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['did', 'number'], message: 'Number must contain digits only, with an optional leading +' });
  });

  it("speaks spec 02 §5's messages for the required fields", () => {
    const result = customerFormSchema.safeParse(customerDefaults());
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      'user.firstname': 'First name is required',
      'user.lastname': 'Last name is required',
      'user.email': 'Email is required',
      'user.phone': 'Phone number is required',
      'account.number': 'Account number is required',
      'extension.username': 'Extension username is required',
    });
  });
});
