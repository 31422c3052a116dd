import { z } from 'zod';
import type { PermissionLabel } from './permissions.js';
import { listQuerySchema } from './list-query.js';

export type FieldInput =
  | { kind: 'text' | 'email' | 'tel' | 'textarea' | 'password' }
  | { kind: 'number'; min?: number; step?: number }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly { value: string; text: string }[] }
  | { kind: 'lookup'; resource: string; display: string }
  /** A number-translation list edited as from/to pairs (localizations). */
  | { kind: 'translations' };

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
  /** Shown and accepted only when creating, or only when editing (the user's role). */
  only?: 'create' | 'edit';
  /**
   * A reference whose name and target follow another field (spec §4: choosing the account type
   * re-labels the linked id to user_id or provider_id). The body names it by the chosen option;
   * the record keeps this field's own name.
   */
  linked?: LinkedField;
}

export interface LinkedField {
  /** The field whose value picks the name: `type`. */
  by: string;
  /** The record's embedded row for the reference (`user`), which views show under the chosen label. */
  embed: string;
  /** Per option of `by`: the body's name for the reference, its label and the resource looked up. */
  options: Record<string, { name: string; label: string; resource: string; display: string; isOptional?: boolean }>;
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
  /** The order of a list that names none (`prefix`); newest first when absent. */
  defaultSort?: string;
  searchable: readonly string[];
  filters: Record<string, z.ZodType>;
  columns: readonly string[];
  /** The field a lookup shows for a picked row. */
  display: string;
  titles: { list: string; create: string; edit: string; view: string };
  messages: { created: string; updated: string; deleted: string; loadFailed: string };
  /** Fields a body may never name, with the message that says why (a balance moves only through the ledger). */
  readOnly?: Record<string, string>;
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
  // A required field may be cleared on edit (sent as null) but never created empty.
  const value = field.nullable && !field.required ? field.schema.nullable() : field.schema;
  if (field.default !== undefined) return value.default(field.default as never);
  return field.required && !field.linked ? value : value.optional();
}

function fieldsFor(resource: ResourceDescription, mode: 'create' | 'edit') {
  return Object.entries(resource.fields).filter(([, field]) => !field.only || field.only === mode);
}

/** The body's name for a linked field, given the option chosen in the field it follows. */
export function linkedName(name: string, field: FieldDescription, values: Record<string, unknown>) {
  const option = field.linked?.options[String(values[field.linked.by])];
  return option?.name ?? name;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Wraps a body schema with what a plain object cannot say: read-only fields are refused by
 * name, linked fields arrive under their chosen name (user_id) and are stored under their own (type_id).
 */
export type BodySchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

function withBodyRules(resource: ResourceDescription, mode: 'create' | 'edit', object: z.ZodObject): BodySchema {
  const linked = fieldsFor(resource, mode).filter(([, field]) => field.linked);
  const readOnly = Object.entries(resource.readOnly ?? {});
  if (linked.length === 0 && readOnly.length === 0) return object;
  const prepared = z.preprocess((raw, context) => {
    if (!isRecord(raw)) return raw;
    for (const [name, message] of readOnly) {
      if (name in raw) context.addIssue({ code: 'custom', message, path: [name] });
    }
    const body: Record<string, unknown> = { ...raw };
    for (const [name, field] of linked) {
      const chosen = linkedName(name, field, body);
      // An edit that keeps the type may name the reference by either of its names.
      const names = chosen === name ? Object.values(field.linked?.options ?? {}).map((option) => option.name) : [chosen];
      const given = names.find((candidate) => candidate in body);
      if (given) body[name] = body[given];
    }
    return body;
  }, object);
  if (mode === 'edit') return prepared as BodySchema;
  const checked = prepared.superRefine(
    (body, context) => {
      if (!isRecord(body)) return;
      for (const [name, field] of linked) {
        const option = field.linked?.options[String(body[field.linked.by])];
        if (option && !option.isOptional && (body[name] === undefined || body[name] === null)) {
          context.addIssue({ code: 'custom', message: `${option.label} is required`, path: [option.name] });
        }
      }
    },
    // Report a missing owner beside the other field errors, not only once they are fixed.
    { when: () => true },
  );
  return checked as BodySchema;
}

export function createSchema(resource: ResourceDescription): BodySchema {
  const object = z.object(Object.fromEntries(fieldsFor(resource, 'create').map(([name, field]) => [name, createField(field)])));
  return withBodyRules(resource, 'create', object);
}

/** PATCH takes any subset of the fields; `id` may be echoed back and is ignored. */
export function updateSchema(resource: ResourceDescription): BodySchema {
  const object = z.object(
    Object.fromEntries(fieldsFor(resource, 'edit').map(([name, field]) => [name, (field.nullable ? field.schema.nullable() : field.schema).optional()])),
  );
  return withBodyRules(resource, 'edit', object);
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
