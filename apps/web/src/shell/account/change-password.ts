import { z } from 'zod';
import { passwordChangeBody } from '@ringledger/contract';
import { apiRequest } from '../../api/client';

const MISMATCH = 'Passwords do not match, try again!';

/** The contract's rules, with the spec's "is required" wording checked first. */
export const changePasswordSchema = z
  .object({
    old_password: z.string().min(1, 'Old Password is required').pipe(passwordChangeBody.shape.old_password),
    new_password: z.string().min(1, 'New Password is required').pipe(passwordChangeBody.shape.new_password),
    confirm_password: z.string().min(1, 'Confirm Password is required'),
  })
  .refine((values) => values.new_password === values.confirm_password, { path: ['confirm_password'], message: MISMATCH, when: () => true });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** confirm_password never leaves the browser (spec 02 §7). */
export function changePassword({ old_password, new_password }: ChangePasswordValues) {
  return apiRequest<{ message: string }>('POST', '/users/password', { body: { old_password, new_password } });
}
