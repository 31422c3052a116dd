import type { FormValues } from './form-values';

/** Spec §4: the fields whose blur fills in the account numbers. */
const PHONE_FIELDS = new Set(['phone', 'user.phone']);
const NUMBER_FIELDS = ['account.number', 'call_billing_account.number'] as const;

/** Spec §9: a phone number normalised to its last 10 digits; null when it has fewer. */
export function lastTenDigits(phone: unknown): string | null {
  if (typeof phone !== 'string') return null;
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? digits : null;
}

export function isPhoneField(name: string) {
  return PHONE_FIELDS.has(name);
}

/** Whether the form's values hold a (possibly nested) field such as `account.number`. */
function hasField(values: FormValues, path: string) {
  const parts = path.split('.');
  const last = parts.pop() ?? path;
  let holder: unknown = values;
  for (const part of parts) holder = typeof holder === 'object' && holder !== null ? (holder as FormValues)[part] : undefined;
  return typeof holder === 'object' && holder !== null && last in holder;
}

/** The account-number fields of this form and the number a phone gives them; none unless it has 10 digits. */
export function numberCopies(phone: unknown, values: FormValues): { name: string; number: string }[] {
  const number = lastTenDigits(phone);
  if (number === null) return [];
  return NUMBER_FIELDS.filter((name) => hasField(values, name)).map((name) => ({ name, number }));
}
