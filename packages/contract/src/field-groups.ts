import { z } from 'zod';
import type { FieldDescription } from './resource.js';

type GroupFields = Record<string, FieldDescription>;

/** Each setting may be left out, or given as null to take it back to its default (or unset it). */
type GroupShape<F extends GroupFields> = { [K in keyof F]: z.ZodOptional<z.ZodNullable<F[K]['schema']>> };
/** What a stored group holds: the settings that are set. */
type StoredShape<F extends GroupFields> = { [K in keyof F]: z.ZodOptional<F[K]['schema']> };

/**
 * A field holding an object of named, typed settings (a queue's `parameters`): exactly the
 * settings described, each checked by its own schema. An unknown name or a wrong type is refused
 * with a sentence naming it.
 */
export function fieldGroup<const F extends GroupFields>(label: string, fields: F, help?: string) {
  const names = Object.keys(fields);
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema.nullable().optional()])) as GroupShape<F>;
  const schema = z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `${label} does not take ${issue.keys.join(', ')}; it takes ${names.join(', ')}`;
      if (issue.code === 'invalid_type') return `${label} must be an object such as {"${names[0]}": …}`;
      return undefined;
    },
  });
  return { schema, label, input: { kind: 'group', fields }, ...(help && { help }) } as const;
}

/** The settings a group has unless told otherwise: each field's default. */
export function groupDefaults(fields: GroupFields): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, field]) => (field.default === undefined ? [] : [[name, field.default]])));
}

/** The group as records answer it: the settings that are set, defaults included. */
export function groupValues<const F extends GroupFields>(fields: F) {
  return z.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema.optional()])) as StoredShape<F>);
}

/**
 * A group after a change: the stored settings, overlaid by those given; a null takes a setting
 * back to its default, or unsets one that has none. Defaults fill what is unset.
 */
export function mergeGroup(fields: GroupFields, stored: unknown, given: Record<string, unknown> = {}) {
  const merged: Record<string, unknown> = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  for (const [name, value] of Object.entries(given)) {
    if (value === null) delete merged[name];
    else if (value !== undefined) merged[name] = value;
  }
  return { ...groupDefaults(fields), ...merged };
}
