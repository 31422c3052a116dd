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
});
