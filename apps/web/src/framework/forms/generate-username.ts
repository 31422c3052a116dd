import { randomText } from './generate-password';

/**
 * Lowercase only, since SIP usernames are compared without case in a domain; no l, o, 0 or 1,
 * which read alike when the name is typed into a phone's settings.
 */
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
export const GENERATED_USERNAME_LENGTH = 10;

/** A random SIP username: a letter, then letters and digits, so no switch or phone reads it as a number. */
export function generateUsername(length = GENERATED_USERNAME_LENGTH) {
  return randomText(LETTERS, 1) + randomText(LETTERS + DIGITS, length - 1);
}
