import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from './mail/mailer.js';

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
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\//i, 'PUBLIC_URL must be an http:// or https:// URL')
    .pipe(z.url('PUBLIC_URL must be an http:// or https:// URL'))
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where the user typed the command.
  const base = source.INIT_CWD ?? process.cwd();
  return { ...parsed.data, DATA_DIR: path.resolve(base, parsed.data.DATA_DIR) };
}
