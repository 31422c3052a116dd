import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '@ringledger/contract';
import { DEFAULT_MAIL_FROM } from './mail/mailer.js';
import type { PaymentSettings } from './payment-providers/index.js';

/**
 * One proxy as TRUST_PROXY lists it: an IPv4 or IPv6 address, or a CIDR range of them. Checked
 * at start, so a typo (10.0.0.999, /33) is named there rather than failing deep in Fastify.
 */
function isAddressOrRange(entry: string) {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL must be a postgres:// URL').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 bytes long').optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an e-mail address').default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/?#]+/i, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .pipe(z.url('SMTP_URL must be an smtp:// or smtps:// URL'))
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'MAIL_FROM must be an address like "Ringledger <no-reply@example.com>"')
    .default(DEFAULT_MAIL_FROM),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'CURRENCY must be a three-letter ISO 4217 code such as NGN or USD')
    .default('NGN'),
  TRUST_PROXY: z
    .string()
    .refine(
      (setting) => /^(true|false|\d+)$/.test(setting) || setting.split(',').every((entry) => isAddressOrRange(entry.trim())),
      'TRUST_PROXY must be true, false, a number of proxies, or addresses and CIDR ranges separated by commas',
    )
    .optional(),
  FREESWITCH_CREDENTIALS: z
    .string()
    .regex(/^[^:\s]+:\S+$/, 'FREESWITCH_CREDENTIALS must be user:password')
    .optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'ENCRYPTION_KEY must be 64 hex digits or 32 bytes in base64')
    .optional(),
  FREESWITCH_AUDIO_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\//i, 'PUBLIC_URL must be an http:// or https:// URL')
    .pipe(z.url('PUBLIC_URL must be an http:// or https:// URL'))
    .optional(),
  // No default here: the default depends on the database (paymentSettingsOf).
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS, { error: 'PAYMENT_PROVIDER must be sandbox, paystack, stripe or none' }).optional(),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_live_… or sk_test_…)')
    .optional(),
  PAYSTACK_BASE_URL: z.url('PAYSTACK_BASE_URL must be a URL').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url('STRIPE_API_URL must be a URL').optional(),
  ALERT_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\//i, 'ALERT_WEBHOOK_URL must be an http:// or https:// URL')
    .pipe(z.url('ALERT_WEBHOOK_URL must be an http:// or https:// URL'))
    .optional(),
  ALERT_WEBHOOK_SECRET: z.string().min(16, 'ALERT_WEBHOOK_SECRET must be at least 16 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

/** TRUST_PROXY as Fastify's trustProxy takes it: off, every proxy, the nearest N proxies, or the proxies' addresses. */
export function trustProxyOf(setting: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (setting === undefined || setting === 'false') return false;
  if (setting === 'true') return true;
  if (!/^\d+$/.test(setting)) return setting;
  const hops = Number(setting);
  return (_address, hop) => hop < hops;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema
    .refine((env) => !env.ALERT_WEBHOOK_URL || env.ALERT_WEBHOOK_SECRET, {
      path: ['ALERT_WEBHOOK_SECRET'],
      message: 'ALERT_WEBHOOK_SECRET is needed with ALERT_WEBHOOK_URL: every event is signed with it',
    })
    .safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where the user typed the command.
  const base = source.INIT_CWD ?? process.cwd();
  return { ...parsed.data, DATA_DIR: path.resolve(base, parsed.data.DATA_DIR) };
}

/** Where low-balance events are posted, when ALERT_WEBHOOK_URL is set (readEnv makes sure its secret is). */
export function alertWebhookOf(env: Env) {
  return env.ALERT_WEBHOOK_URL && env.ALERT_WEBHOOK_SECRET ? { url: env.ALERT_WEBHOOK_URL, secret: env.ALERT_WEBHOOK_SECRET } : undefined;
}

/**
 * The payment provider's settings as the environment gives them; a provider missing its keys is
 * refused when made. Without PAYMENT_PROVIDER: the sandbox on a database seeded with the demo, where
 * free credit is what trying the product needs, and none on any other, since the sandbox lets any
 * self-service user credit their own line.
 */
export function paymentSettingsOf(env: Env, database: { hasDemoData: boolean }): PaymentSettings {
  return {
    provider: env.PAYMENT_PROVIDER ?? (database.hasDemoData ? 'sandbox' : 'none'),
    paystack: { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL },
  };
}
