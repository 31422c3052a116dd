import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseEncryptionKey } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed; the same secret seals differently each time', () => {
    const first = box.seal('Carrier-Secret-42');
    expect(first).not.toContain('Carrier-Secret-42');
    expect(box.seal('Carrier-Secret-42')).not.toBe(first);
    expect(box.open(first)).toBe('Carrier-Secret-42');
  });

  it('refuses a tampered ciphertext and a foreign key', () => {
    const sealed = box.seal('secret');
    const [version, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('reads ENCRYPTION_KEY as 64 hex digits or 32 bytes of base64', () => {
    const key = randomBytes(32);
    expect(parseEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(parseEncryptionKey('too-short')).toBeUndefined();
  });
});
