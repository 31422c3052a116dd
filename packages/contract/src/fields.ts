import { z } from 'zod';

/** Money travels as a decimal string (exact), accepted as a number or a string. */
export const moneyInput = (label: string) =>
  z
    .union([z.number({ error: `${label} must be a number` }), z.string().trim()], { error: `${label} must be a number` })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}(\.\d{1,5})?$/, `${label} must be a non-negative amount with at most 5 decimals`));

/** Read by the console to show an amount as money. */
export const MONEY = 'exact decimal amount';
export const money = z.string().describe(MONEY);

/** Read by the console to show a number of bytes as B, KB, MB… (a file's size). */
export const BYTES = 'size in bytes';
/** Read by the console to show a number of seconds as a duration (a recording's length). */
export const SECONDS = 'duration in seconds';

export const wholeNumber = (label: string, min: number, max = 2_147_483_647) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const reference = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * A yes/no setting as spec 02 §3 writes it (a queue's tier rules): `yes` or `no`, or true/false as
 * a boolean or as text; stored and answered as a boolean.
 */
export const yesNoFlag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false'])], { error: `${label} must be yes or no` })
    .transform((value) => value === true || value === 'yes' || value === 'true')
    .pipe(z.boolean());

/**
 * Control characters other than tab and line breaks: NUL cannot be stored at all, and the rest
 * are never typed by a person. The C1 range (U+0080–U+009F) counts too: a terminal reads U+009B
 * as the start of an escape sequence, as it reads ESC [. Tab, CR and LF stay allowed in free text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose.
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const controlCharacterMessage = (label: string) => `${label} contains a control character; remove it`;

export const text = (label: string, max = 255) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), controlCharacterMessage(label));

/** Required text; the label in other messages is read from the required message ("Name is required") unless given. */
export const requiredText = (message: string, max = 255, label = message.replace(/ is required$/, '')) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), controlCharacterMessage(label));

export const personRef = z.object({ firstname: z.string(), lastname: z.string() }).nullable();
export const timestamps = { created_at: z.date(), updated_at: z.date() };
/** Who made a row and when it was made and last changed, as every audited record answers them. */
export const audited = { created_by_id: z.number().nullable(), created_by: personRef, ...timestamps };

/** A moment whose time of day matters (a ledger line), shown with its time. */
export const MOMENT = 'date and time';
export const moment = z.date().describe(MOMENT);

/** A phone number as it is stored: digits with an optional leading +, whatever spacing it was typed with. */
export function normalizePhone(typed: string) {
  return typed.replace(/[\s()-]/g, '');
}

/** A person's phone: typed with spaces, brackets or dashes, stored as `+2348035550199`. */
export const phoneNumber = (message: string) =>
  requiredText(message, 32)
    .regex(/^\+?[\d\s()-]+$/, 'Phone number may contain digits, spaces, brackets and dashes only')
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\+?\d{3,20}$/, 'Phone number must have 3 to 20 digits'));

/** A number as dialled or matched (a DID, a caller id, a rate's prefix): digits, and a leading + where `isPlusAllowed`. */
export const dialledNumber = (
  label: string,
  max: number,
  isPlusAllowed: boolean,
  digitsMessage = `${label} must contain digits only${isPlusAllowed ? ', with an optional leading +' : ''}`,
) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} digits`)
    .regex(isPlusAllowed ? /^\+?\d+$/ : /^\d+$/, digitsMessage);

/** Digits only, as dialled: account, call account and DID numbers. */
export const digitsText = (label: string, max = 32) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} digits`)
    .regex(/^\d+$/, `${label} must be numeric`);

/** An exact positive amount: money that moves, never zero. */
export const positiveMoney = (label: string) =>
  z
    .union([z.number({ error: `${label} is required` }), z.string().trim().min(1, `${label} is required`)], { error: `${label} is required` })
    .transform(String)
    .pipe(
      z
        .string()
        .regex(/^\d{1,12}(\.\d{1,5})?$/, `${label} must be a positive number with at most 5 decimals`)
        .refine((value) => /[1-9]/.test(value), `${label} must be greater than 0`),
    );
