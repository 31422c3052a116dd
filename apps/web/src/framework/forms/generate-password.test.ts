import { describe, expect, it } from 'vitest';
import { createSchema, userLogins } from '@ringledger/contract';
import { GENERATED_PASSWORD_LENGTH, generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes a long password of unambiguous letters, digits and a few symbols', () => {
    const password = generatePassword();
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(GENERATED_PASSWORD_LENGTH).toBeGreaterThanOrEqual(16);
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9!#%+\-=?@]+$/);
  });

  it('never repeats itself', () => {
    const passwords = new Set(Array.from({ length: 200 }, () => generatePassword()));
    expect(passwords.size).toBe(200);
  });

  it('passes the credentials rules', () => {
    expect(createSchema(userLogins).safeParse({ login: 'ada', password: generatePassword(), send_to_email: 'ada@example.com' }).success).toBe(true);
  });
});
