import { z } from 'zod';

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Spec 02 §9: the typed amount × 100, worked out on the text so 19.99 is 1999, never 1998.9999. */
export function minorUnitsOf(typed: string): number {
  const match = AMOUNT.exec(typed.trim());
  if (!match) throw new Error(`Not an amount: ${typed}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Spec 02 §5: a line and an amount, each required with the spec's words; the server checks the limits. Zod runs every check, so each guards itself. */
export const rechargeFormSchema = z
  .object({
    line: z.string().min(1, 'User line is required'),
    amount: z
      .string()
      .trim()
      .min(1, 'Amount is required')
      .refine((typed) => typed === '' || AMOUNT.test(typed), 'Amount must be a number with at most 2 decimals')
      .refine((typed) => !AMOUNT.test(typed) || minorUnitsOf(typed) > 0, 'Amount must be greater than 0'),
  })
  .transform((values) => ({ lineId: Number(values.line), amount: minorUnitsOf(values.amount) }));

export type RechargeFormValues = z.input<typeof rechargeFormSchema>;
export type RechargeRequest = z.output<typeof rechargeFormSchema>;
