/** Spec §2.6: a random 4-digit code, 1000 to 9999 inclusive. */
export function generateConfirmationCode() {
  return String(1000 + Math.floor(Math.random() * 9000));
}
