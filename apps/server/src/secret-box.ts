import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** Seals secrets the switch needs back in clear (a gateway's password), so a copy of the database alone does not reveal them. */
export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM with a fresh 96-bit IV per secret; the authentication tag makes a tampered or
 * foreign ciphertext fail to open rather than yield garbage. Stored as `v1:iv:tag:ciphertext`
 * (base64url), the version leaving room to rotate the scheme.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), encrypted].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
    },
    open(sealed) {
      const [version, iv, tag, encrypted] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || encrypted === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** ENCRYPTION_KEY as the README gives it: 64 hex digits, or 32 bytes in base64. */
export function parseEncryptionKey(text: string) {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}
