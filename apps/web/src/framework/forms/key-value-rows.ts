import type { z } from 'zod';

/** One row of a key/value editor, as typed. */
export interface KeyValueRow {
  key: string;
  value: string;
}

const EMPTY_ROW: KeyValueRow = { key: '', value: '' };

function byKey(a: KeyValueRow, b: KeyValueRow) {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** A row with neither key nor value: ignored, as a row left to type into. */
export function isBlank(row: KeyValueRow) {
  return row.key.trim() === '' && row.value.trim() === '';
}

/**
 * The rows for a stored object of text values: one per key in alphabetical order (PostgreSQL
 * hands keys back shortest first, an order no person expects), or one empty row to type into.
 */
export function rowsOf(value: unknown): KeyValueRow[] {
  const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
  const rows = entries.map(([key, item]) => ({ key, value: typeof item === 'string' ? item : String(item) })).sort(byKey);
  return rows.length > 0 ? rows : [{ ...EMPTY_ROW }];
}

/** What is wrong with a row, and which of its inputs is at fault. */
export interface RowProblem {
  message: string;
  side: keyof KeyValueRow;
}

/**
 * What is wrong with each row that an object cannot say: a value without a key, or a key an
 * earlier row already gives (an object would silently keep only one). `check` adds the field's
 * own rules for one entry (the key's shape, the value's length). Blank rows are never wrong.
 */
export function rowProblems(
  rows: readonly KeyValueRow[],
  check: (key: string, value: string) => RowProblem | undefined = () => undefined,
): (RowProblem | undefined)[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row, index) => {
    if (isBlank(row)) return undefined;
    const key = row.key.trim();
    if (key === '') return { message: 'Key is required', side: 'key' };
    const first = firstRowOf.get(key);
    if (first !== undefined) return { message: `Key ${key} is already given in row ${first + 1}`, side: 'key' };
    firstRowOf.set(key, index);
    return check(key, row.value);
  });
}

/**
 * One entry checked by the field's own schema. An entry's issue names its key; one that names
 * nothing or the key itself (a badly formed key, a password among a gateway's parameters) is the
 * key's fault, any other (a value too long) the value's.
 */
export function entryProblem(schema: z.ZodType, key: string, value: string): RowProblem | undefined {
  const issue = schema.safeParse({ [key]: value }).error?.issues[0];
  if (!issue) return undefined;
  return { message: issue.message, side: issue.code === 'invalid_key' || issue.path.length === 0 ? 'key' : 'value' };
}

/**
 * The form's value for the rows: the object of text values, blank rows left out. While a key is
 * missing or given twice no object can hold the rows, so the value is the rows' entries, which
 * the field's schema refuses: the form cannot be saved until the rows are fixed.
 */
export function valueOf(rows: readonly KeyValueRow[]): Record<string, string> | [string, string][] {
  const filled = rows.filter((row) => !isBlank(row));
  const keys = filled.map((row) => row.key.trim());
  if (keys.includes('') || new Set(keys).size < keys.length) return filled.map((row): [string, string] => [row.key, row.value]);
  return Object.fromEntries(filled.map((row, index) => [keys[index], row.value]));
}

export function withRowAdded(rows: readonly KeyValueRow[]): KeyValueRow[] {
  return [...rows, { ...EMPTY_ROW }];
}

export function withRowChanged(rows: readonly KeyValueRow[], index: number, change: Partial<KeyValueRow>): KeyValueRow[] {
  return rows.map((row, at) => (at === index ? { ...row, ...change } : row));
}

/** Removing the last row leaves an empty one, so there is always a row to type into. */
export function withRowRemoved(rows: readonly KeyValueRow[], index: number): KeyValueRow[] {
  const left = rows.filter((_, at) => at !== index);
  return left.length > 0 ? left : [{ ...EMPTY_ROW }];
}

/** The suggested keys a row may still take: those no other row gives yet. */
export function suggestionsFor(rows: readonly KeyValueRow[], suggestions: readonly string[]) {
  const used = new Set(rows.map((row) => row.key.trim()));
  return suggestions.filter((key) => !used.has(key));
}
