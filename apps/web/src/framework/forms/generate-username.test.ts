import { describe, expect, it } from 'vitest';
import { createSchema, extensionDevices } from '@ringledger/contract';
import { GENERATED_USERNAME_LENGTH, generateUsername } from './generate-username';

describe('generateUsername', () => {
  it('starts with a lowercase letter, then unambiguous lowercase letters and digits', () => {
    for (let round = 0; round < 50; round += 1) {
      expect(generateUsername()).toMatch(new RegExp(`^[a-km-np-z][a-km-np-z2-9]{${GENERATED_USERNAME_LENGTH - 1}}$`));
    }
  });

  it('never repeats itself', () => {
    const names = new Set(Array.from({ length: 200 }, () => generateUsername()));
    expect(names.size).toBe(200);
  });

  it("passes a device's username rules", () => {
    expect(createSchema(extensionDevices).safeParse({ username: generateUsername() }).success).toBe(true);
  });
});
