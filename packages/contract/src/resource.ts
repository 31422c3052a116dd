import { z } from 'zod';
import type { PermissionLabel } from './permissions.js';
import { listQuerySchema } from './list-query.js';

export type FieldInput =
  | { kind: 'text' | 'email' | 'tel' | 'textarea' | 'password' }
  | { kind: 'number'; min?: number; step?: number }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly { value: string; text: string }[] }
  | { kind: 'lookup'; resource: string; display: string };

/** One writable field: its value schema (no default), how forms show it, and its create rules. */
export interface FieldDescription {
  schema: z.ZodType;
  label: string;
  input: FieldInput;
  required?: boolean;
  default?: string | number | boolean;
  /** May be cleared with null on edit. */
  nullable?: boolean;
  placeholder?: string;
}

export type Operation = 'list' | 'view' | 'create' | 'edit' | 'delete';

export interface ResourceDescription {
  /** URL segment and cache key: `dids`. */
  name: string;
  label: PermissionLabel;
  path: string;
  singular: string;
  plural: string;
  /** Sidebar group title. */
  menu: string;
  operations: readonly Operation[];
  fields: Record<string, FieldDescription>;
  record: z.ZodObject;
  sortable: readonly { field: string; label: string }[];
  searchable: readonly string[];
  filters: Record<string, z.ZodType>;
  columns: readonly string[];
  /** The field a lookup shows for a picked row. */
  display: string;
  titles: { list: string; create: string; edit: string; view: string };
  messages: { created: string; updated: string; deleted: string; loadFailed: string };
}

export function defineResource<const R extends ResourceDescription>(resource: R): R {
  return resource;
}

/** The spec's usual toast and load-failure wording; resources whose wording differs spell theirs out. */
export function standardMessages(singular: string, plural: string): ResourceDescription['messages'] {
  return {
    created: `${singular} created successfully`,
    updated: `${singular} updated successfully`,
    deleted: `${singular} deleted successfully`,
    loadFailed: `Could not load ${plural}, try refreshing the page`,
  };
}

export const HIDDEN_COLUMNS = ['id', 'did_id'] as const;

function createField(field: FieldDescription) {
  const value = field.nullable ? field.schema.nullable() : field.schema;
  if (field.default !== undefined) return value.default(field.default as never);
  return field.required ? value : value.optional();
}

export function createSchema(resource: ResourceDescription) {
  return z.object(Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, createField(field)])));
}

/** PATCH takes any subset of the fields; `id` may be echoed back and is ignored. */
export function updateSchema(resource: ResourceDescription) {
  return z.object(
    Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, (field.nullable ? field.schema.nullable() : field.schema).optional()])),
  );
}

export function listSchema(resource: ResourceDescription) {
  return listQuerySchema(resource.sortable.map((sort) => sort.field)).extend(resource.filters);
}

/** Query-string filters arrive as text: coerce what the filter expects. */
export const filterNumber = z.coerce
  .number({ error: 'Filter must be a whole number' })
  .int('Filter must be a whole number')
  .positive('Filter must be a whole number')
  .max(2_147_483_647, 'Filter is too large');
export const filterBoolean = z.enum(['true', 'false'], { error: 'Filter must be true or false' }).transform((value) => value === 'true');
