import { z } from 'zod';
import { requiredText, timestamps } from '../fields.js';

/** A blank password field means "generate one for me". */
const optionalPassword = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: 'Password must be text' }).min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters').optional(),
);

const username = requiredText('Username is required', 254).regex(/^\S+$/, 'Username may not contain spaces');

/** POST /users/{id}/logins: the credentials, and where to send them. */
export const userLoginCreateBody = z.object({
  login: username,
  password: optionalPassword,
  send_to_email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Enter a valid e-mail address')),
});

export const userLoginUpdateBody = z.object({ login: username.optional(), password: optionalPassword });

/** A login as answers show it: never its password or hash. */
export const userLoginRecord = z.object({ id: z.number(), user_id: z.number(), login: z.string(), ...timestamps });

const idParam = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, `${name} is too large`));

export const userLoginParams = z.object({ id: idParam('id'), loginId: idParam('loginId') });

export const USER_LOGIN_MESSAGES = {
  created: 'User login successfully created',
  updated: 'User login updated successfully',
  deleted: 'User login deleted successfully',
};
