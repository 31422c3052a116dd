import type { FieldDescription, ResourceDescription } from '@ringledger/contract';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

/**
 * An emptied field: omitted on create; on edit, null for fields that may be cleared, and for
 * required ones, so the schema reports the field's own "… is required" message.
 */
export function emptyValue(field: FieldDescription, mode: FormMode) {
  if (mode === 'edit' && (field.nullable || field.required)) return null;
  return undefined;
}

/** Inputs speak text: "true"/"false" become booleans and numeric text numbers (spec §4). */
export function parseInput(field: FieldDescription, text: unknown, mode: FormMode): unknown {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return emptyValue(field, mode);
  switch (field.input.kind) {
    case 'boolean':
      return text === 'true';
    case 'number':
      return Number(text);
    default:
      return text;
  }
}

export function createDefaults(resource: ResourceDescription): FormValues {
  return Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, field.default ?? undefined]));
}

/** The record's values as the inputs hold them; money arrives as decimal text and is edited as a number. */
export function recordValues(resource: ResourceDescription, record: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => {
      const value = record[name];
      if (field.input.kind === 'number' && typeof value === 'string' && value.trim() !== '') return [name, Number(value)];
      return [name, value ?? null];
    }),
  );
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '';
}

function isSame(a: unknown, b: unknown) {
  return (isEmpty(a) && isEmpty(b)) || Object.is(a, b);
}

/** Names of the fields whose value differs from the loaded record. */
export function changedFields(loaded: FormValues, current: FormValues) {
  return Object.keys(loaded).filter((name) => !isSame(loaded[name], current[name]));
}

export function pickValues(values: FormValues, names: readonly string[]) {
  return Object.fromEntries(names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]));
}
