import { z } from 'zod';
import { actionsMapSchema } from './permissions.js';
import { unknownKeysError } from './resource.js';
import { PAYMENT_PROVIDERS } from './operations/payments.js';

const fingerprint = z
  .string({ error: 'Device fingerprint is required' })
  .trim()
  .min(8, 'Device fingerprint is required')
  .max(200, 'Device fingerprint is too long');

export const loginBody = z.strictObject(
  {
    deviceID: fingerprint,
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email is too long'),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
    /** A trusted device keeps its refresh cookie across browser restarts. */
    trust_device: z.boolean().optional(),
  },
  { error: unknownKeysError('field') },
);

export const deviceBody = z.strictObject(
  {
    platform: z.literal('web', { error: 'platform must be "web"' }).default('web'),
    data: z.string().max(200, 'data is too long').default(''),
    token: fingerprint,
  },
  { error: unknownKeysError('field') },
);

export const refreshBody = z.strictObject({ device: deviceBody }, { error: unknownKeysError('field') });

export const sessionUser = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  type: z.string(),
  role: z.object({ name: z.string() }),
  actions: actionsMapSchema,
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * The configurations the console needs beyond the permission map: the currency every amount is
 * in (ISO 4217), and the leg timeout a new DID's form starts from (the Default DID Leg Timeout).
 */
/** The settings the console reads: money's currency and decimals, when a balance is low, a new DID's leg timeout. */
export const consoleSettings = z.object({
  currency: z.string(),
  /** How card recharges are taken (PAYMENT_PROVIDER): the console says plainly when it is the sandbox, where no card is charged. */
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  currency_decimals: z.number(),
  low_balance_threshold: z.string(),
  did_leg_timeout: z.number(),
  /** The Time Zone configuration (IANA name): the console's "today", days and hours, and every time it shows. */
  time_zone: z.string(),
});
export type ConsoleSettings = z.infer<typeof consoleSettings>;

export const sessionAnswer = z.object({ tokens: z.object({ accessToken: z.string() }), user: sessionUser, settings: consoleSettings });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const passwordChangeBody = z.strictObject(
  {
    old_password: z.string({ error: 'Old Password is required' }).min(1, 'Old Password is required').max(1024, 'Password is too long'),
    new_password: z.string({ error: 'New Password is required' }).min(8, 'New password must be at least 8 characters').max(1024, 'Password is too long'),
  },
  { error: unknownKeysError('field') },
);

export const REFRESH_TOKEN_ERROR = 'REFRESH_TOKEN';
