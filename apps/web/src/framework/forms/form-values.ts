import { groupDefaults, isRequiredIn, linkedName, type FieldDescription, type ResourceDescription } from '@ringledger/contract';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

/** The fields a form of this mode shows and sends: the role only on edit, for instance. */
export function fieldsIn(resource: ResourceDescription, mode: FormMode): [string, FieldDescription][] {
  return Object.entries(resource.fields).filter(([, field]) => !field.only || field.only === mode);
}

/**
 * The name a field has in the form and in the body. A linked field follows the field it is
 * linked by: an account's `type_id` is `user_id` while the type is user (spec §4).
 */
export function formNameOf(name: string, field: FieldDescription, values: FormValues) {
  return field.linked ? linkedName(name, field, values) : name;
}

/**
 * An emptied field: omitted on create; on edit, null for fields that may be cleared, and for
 * required ones, so the schema reports the field's own "… is required" message.
 */
export function emptyValue(field: FieldDescription, mode: FormMode) {
  if (mode === 'edit' && (field.nullable || isRequiredIn(field, mode))) return null;
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

/** Puts each linked field's value under the name its link chooses. */
function nameLinkedFields(resource: ResourceDescription, mode: FormMode, values: FormValues): FormValues {
  const named = { ...values };
  for (const [name, field] of fieldsIn(resource, mode)) {
    const formName = formNameOf(name, field, values);
    if (formName === name || !(name in named)) continue;
    // A value given under the chosen name (a preset `user_id`) wins over the unnamed default.
    if (named[formName] === undefined) named[formName] = named[name];
    delete named[name];
  }
  return named;
}

/** A create form's starting values: the description's defaults, overlaid by what the screen presets (a user's id, a number). */
export function createDefaults(resource: ResourceDescription, preset: FormValues = {}): FormValues {
  const defaults = Object.fromEntries(
    fieldsIn(resource, 'create').map(([name, field]) => [
      name,
      field.input.kind === 'group' ? groupDefaults(field.input.fields) : (field.default ?? undefined),
    ]),
  );
  return nameLinkedFields(resource, 'create', { ...defaults, ...preset });
}

/** The record's values as the inputs hold them; money arrives as decimal text and is edited as a number. */
export function recordValues(resource: ResourceDescription, record: Record<string, unknown>): FormValues {
  const values = Object.fromEntries(
    fieldsIn(resource, 'edit').map(([name, field]) => {
      const value = record[name];
      if (field.input.kind === 'number' && typeof value === 'string' && value.trim() !== '') return [name, Number(value)];
      // Every setting of a group has its input, so an unset one is there too (empty), as the form will hold it.
      if (field.input.kind === 'group') return [name, { ...Object.fromEntries(Object.keys(field.input.fields).map((key) => [key, null])), ...(value ?? {}) }];
      return [name, value ?? null];
    }),
  );
  return nameLinkedFields(resource, 'edit', values);
}

/** What the schema made of the form, named as the API expects it: an account's owner as `user_id`, not `type_id`. */
export function bodyValues(resource: ResourceDescription, mode: FormMode, parsed: FormValues): FormValues {
  return nameLinkedFields(resource, mode, parsed);
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether two form values are the same. Objects and lists (a gateway's parameters) compare by
 * content, since the form holds a copy of the loaded record's; an object's key order is no change.
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if ((isEmpty(a) && isEmpty(b)) || Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && isSameValue(a[key], b[key]));
}

/**
 * Names of the fields whose value differs from the loaded record. Both sides count: a linked
 * field that moved from `user_id` to `provider_id` is a change of both names.
 */
export function changedFields(loaded: FormValues, current: FormValues) {
  const names = new Set([...Object.keys(loaded), ...Object.keys(current)]);
  return [...names].filter((name) => !isSameValue(loaded[name], current[name]));
}

export function pickValues(values: FormValues, names: readonly string[]) {
  return Object.fromEntries(names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]));
}
