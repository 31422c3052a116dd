import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './config.js';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const env = readEnv({ INIT_CWD: '/srv/ringledger' });
    expect(env).toMatchObject({ PORT: 8080, ADMIN_EMAIL: 'admin@example.com', SEED_DEMO: '1', DATA_DIR: path.resolve('/srv/ringledger/data') });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses a JWT secret shorter than 32 bytes with a message naming it', () => {
    expect(() => readEnv({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET must be at least 32 bytes/);
  });

  it('refuses a malformed port or admin e-mail', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ ADMIN_EMAIL: 'nobody' })).toThrow(/ADMIN_EMAIL must be an e-mail address/);
  });

  it('sends mail through SMTP only when SMTP_URL is an smtp:// or smtps:// URL, from MAIL_FROM', () => {
    const defaults = readEnv({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe('Ringledger <no-reply@localhost>');
    expect(defaults.PUBLIC_URL).toBeUndefined();
    const configured = readEnv({
      SMTP_URL: 'smtps://mailer:p%40ss@mail.example.com:465',
      MAIL_FROM: 'billing@example.com',
      PUBLIC_URL: 'https://console.example.com',
    });
    expect(configured).toMatchObject({
      SMTP_URL: 'smtps://mailer:p%40ss@mail.example.com:465',
      MAIL_FROM: 'billing@example.com',
      PUBLIC_URL: 'https://console.example.com',
    });
    expect(readEnv({ SMTP_URL: 'smtp://localhost:2525' }).SMTP_URL).toBe('smtp://localhost:2525');
    for (const url of ['http://mail.example.com', 'mail.example.com:25', 'smtp://', 'smtp:mail.example.com']) {
      expect(() => readEnv({ SMTP_URL: url }), url).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
    expect(() => readEnv({ MAIL_FROM: 'Ringledger' })).toThrow(/MAIL_FROM must be an address/);
    expect(() => readEnv({ PUBLIC_URL: 'console.example.com' })).toThrow(/PUBLIC_URL must be an http/);
  });

  it('never repeats a malformed SMTP_URL, which may hold a password, in its message', () => {
    const failure = (() => {
      try {
        readEnv({ SMTP_URL: 'ftp://mailer:hunter2@mail.example.com' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(failure).toMatch(/SMTP_URL must be/);
    expect(failure).not.toContain('hunter2');
  });
});
