import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { alertWebhookOf, paymentSettingsOf, readEnv, trustProxyOf } from './config.js';

/** The client address and protocol a server started with this TRUST_PROXY believes for one request. */
async function clientSeenWith(setting: string, request: { from: string; forwardedFor?: string; forwardedProto?: string }) {
  const app = Fastify({ trustProxy: trustProxyOf(readEnv({ TRUST_PROXY: setting }).TRUST_PROXY) });
  app.get('/', async (incoming) => ({ ip: incoming.ip, protocol: incoming.protocol }));
  try {
    const headers = { 'x-forwarded-for': request.forwardedFor ?? '', 'x-forwarded-proto': request.forwardedProto ?? '' };
    return (await app.inject({ method: 'GET', url: '/', remoteAddress: request.from, headers })).json();
  } finally {
    await app.close();
  }
}

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

  it('posts low-balance events only to a webhook given with its signing secret', () => {
    expect(alertWebhookOf(readEnv({}))).toBeUndefined();
    const url = 'https://hooks.example.test/ringledger';
    expect(alertWebhookOf(readEnv({ ALERT_WEBHOOK_URL: url, ALERT_WEBHOOK_SECRET: 'a-secret-of-some-length' }))).toEqual({
      url,
      secret: 'a-secret-of-some-length',
    });
    expect(() => readEnv({ ALERT_WEBHOOK_URL: url })).toThrow(/ALERT_WEBHOOK_SECRET is needed with ALERT_WEBHOOK_URL/);
    expect(() => readEnv({ ALERT_WEBHOOK_URL: 'hooks.example.test', ALERT_WEBHOOK_SECRET: 'a-secret-of-some-length' })).toThrow(
      /ALERT_WEBHOOK_URL must be an http/,
    );
    expect(() => readEnv({ ALERT_WEBHOOK_URL: url, ALERT_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16 characters/);
  });

  it('takes a metrics token of at least 16 characters', () => {
    expect(readEnv({ METRICS_TOKEN: 'scrape-token-0123456789' }).METRICS_TOKEN).toBe('scrape-token-0123456789');
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  describe('PAYMENT_PROVIDER', () => {
    const providerOn = (source: NodeJS.ProcessEnv, hasDemoData: boolean) => paymentSettingsOf(readEnv(source), { hasDemoData }).provider;

    it('defaults to the sandbox only on a database seeded with the demo, and to none on any other', () => {
      expect(readEnv({}).PAYMENT_PROVIDER).toBeUndefined();
      expect(providerOn({}, true)).toBe('sandbox');
      expect(providerOn({ PAYMENT_PROVIDER: '' }, false)).toBe('none');
    });

    it('takes the provider it names whatever the database holds', () => {
      expect(providerOn({ PAYMENT_PROVIDER: 'sandbox' }, false)).toBe('sandbox');
      expect(providerOn({ PAYMENT_PROVIDER: 'none' }, true)).toBe('none');
      expect(providerOn({ PAYMENT_PROVIDER: 'stripe' }, true)).toBe('stripe');
      expect(() => readEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be sandbox, paystack, stripe or none/);
    });
  });

  describe('TRUST_PROXY', () => {
    const viaTwoProxies = { from: '10.0.0.1', forwardedFor: '203.0.113.7, 192.168.1.5', forwardedProto: 'https' };

    it('believes no X-Forwarded-* header when unset or false', async () => {
      for (const setting of ['', 'false']) expect(await clientSeenWith(setting, viaTwoProxies), setting).toEqual({ ip: '10.0.0.1', protocol: 'http' });
    });

    it('believes every proxy when true', async () => {
      expect(await clientSeenWith('true', viaTwoProxies)).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    });

    it('believes as many proxies as it is told are in front', async () => {
      expect(await clientSeenWith('1', viaTwoProxies)).toEqual({ ip: '192.168.1.5', protocol: 'https' });
      expect(await clientSeenWith('2', viaTwoProxies)).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    });

    it('believes only the listed addresses and CIDR ranges, comma-separated', async () => {
      const setting = '10.0.0.1, 192.168.0.0/16,::1';
      expect(await clientSeenWith(setting, viaTwoProxies)).toEqual({ ip: '203.0.113.7', protocol: 'https' });
      expect(await clientSeenWith(setting, { ...viaTwoProxies, from: '10.0.0.2' })).toEqual({ ip: '10.0.0.2', protocol: 'http' });
      expect(await clientSeenWith(setting, { ...viaTwoProxies, from: '::1', forwardedFor: '198.51.100.4' })).toEqual({ ip: '198.51.100.4', protocol: 'https' });
    });

    it('refuses anything else at start with a sentence naming it', () => {
      for (const setting of ['yes', 'loopback', '10.0.0.999', '10.0.0.0/33', 'fd00::/129', '10.0.0.1;10.0.0.2', '10.0.0.1,', '1.5', 'abc']) {
        expect(() => readEnv({ TRUST_PROXY: setting }), setting).toThrow(
          'Invalid configuration: TRUST_PROXY: TRUST_PROXY must be true, false, a number of proxies, or addresses and CIDR ranges separated by commas',
        );
      }
    });
  });
});
