/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '!#%+-=?@';
const CHARACTERS = ALPHABET + SYMBOLS;
export const GENERATED_PASSWORD_LENGTH = 18;

/** Picks uniformly: bytes past the last whole multiple of the alphabet are drawn again. */
function randomIndexes(count: number, size: number) {
  const limit = 256 - (256 % size);
  const indexes: number[] = [];
  while (indexes.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < limit && indexes.length < count) indexes.push(byte % size);
    }
  }
  return indexes;
}

/** `length` characters of `alphabet`, each drawn from the browser's cryptographic source. */
export function randomText(alphabet: string, length: number) {
  return randomIndexes(length, alphabet.length)
    .map((index) => alphabet[index])
    .join('');
}

/** A random password for new credentials. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH) {
  return randomText(CHARACTERS, length);
}
