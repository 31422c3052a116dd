import { MASKED, MASKED_CHANGED } from '@ringledger/contract';

type Row = Record<string, unknown>;

/** Keys whose values never enter the trail: passwords and their hashes, sealed secrets, tokens. */
const SECRET_KEY = /password|secret|token|hash|sealed/i;

export function isSecretKey(key: string) {
  return SECRET_KEY.test(key);
}

/** Keys every write touches that say nothing about what changed. */
const NOISE = new Set(['updated_at']);

/** A value as JSON keeps it: a moment as its ISO text, nested objects as they are. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** A row as an entry keeps it: secrets masked (null stays null, so an empty secret reads as empty). */
export function maskedRow(row: Row): Row {
  const kept: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (NOISE.has(key)) continue;
    kept[key] = isSecretKey(key) && value !== null && value !== undefined ? MASKED : plain(value);
  }
  return kept;
}

/**
 * The fields an edit changed, as they were and as they became; a secret that changed reads as
 * masked and changed, never as either value.
 */
export function changedFields(current: Row, next: Row): { before: Row; after: Row } {
  const before: Row = {};
  const after: Row = {};
  for (const [key, value] of Object.entries(next)) {
    if (NOISE.has(key) || value === undefined || same(current[key], value)) continue;
    if (isSecretKey(key)) {
      before[key] = current[key] === null || current[key] === undefined ? null : MASKED;
      after[key] = value === null ? null : MASKED_CHANGED;
      continue;
    }
    before[key] = plain(current[key]);
    after[key] = plain(value);
  }
  return { before, after };
}
