import { z } from 'zod';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { findResource, OWNER_KEY, type FieldDescription, type ResourceDescription } from '@ringledger/contract';
import { columnsOf, rowsNameOf, tableNamed } from './tables.js';

/** A row of another table answered inside each record (a DID's `account: {number}`), joined by `field`. */
export interface Embed {
  key: string;
  /** The column naming the embedded row: the resource's own, or that of the embed named by `via`. */
  field: string;
  /** The record key of the embedded row whose table holds `field` (an extension's user, through its account). */
  via?: string;
  /** The resource whose rows are embedded. */
  resource: string;
  table: PgTable;
  columns: string[];
  /** Where the embedded row's holder's name comes from, when the record asks for its `owner`. */
  owner?: OwnerPath;
}

/**
 * The rows joined, in order, from an embedded row to the name of who holds it (a DID's account,
 * then that account's user): each is the row of `table` whose id the previous row's `field` names.
 */
export interface OwnerPath {
  steps: { table: PgTable; field: string }[];
  column: string;
}

/** A field naming a row of another table: checked to exist (and held) on every write. */
export interface Reference {
  /** The field, or `group.setting` for a setting of a group field (a queue's `parameters.moh-sound`). */
  field: string;
  /** The id a body or row names, if any. */
  valueOf: (values: Record<string, unknown>) => unknown;
  table: PgTable;
  /** Under which name and message a missing row is refused (a linked owner answers as user_id or provider_id). */
  refusal: (values: Record<string, unknown>) => { name: string; message: string };
}

export interface RecordShape {
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** The record's keys that are the table's own columns. */
  recordColumns: string[];
  embeds: Embed[];
  references: Reference[];
  /** Optional record keys that are no column and no embedded row: only a decorate hook answers them. */
  decoratedKeys: string[];
  /** Record keys every answer has that are no column and no embedded row: only the resource's computed SQL answers them. */
  computedKeys: string[];
}

/** Who made a row: every audited record answers `created_by` from `created_by_id`. */
const CREATOR = { key: 'created_by', field: 'created_by_id', resource: 'users' };

function objectKeys(schema: z.ZodType | undefined): string[] | undefined {
  const inner = schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : undefined;
}

function tableOfResource(name: string): PgTable {
  const resource = findResource(name);
  const table = tableNamed(resource ? rowsNameOf(resource) : name);
  if (!table) throw new Error(`No table holds the rows of ${name}`);
  return table;
}

/** Where an embedded key's row comes from: a lookup field `<key>_id` or one naming `key` as its embed, a linked field's embed, the parent, or the creator. */
function embedSource(resource: ResourceDescription, key: string) {
  const field = resource.fields[`${key}_id`];
  if (field?.input.kind === 'lookup') return { field: `${key}_id`, resource: field.input.resource };
  for (const [name, named] of Object.entries(resource.fields)) {
    if (named.input.kind === 'lookup' && named.input.embed === key) return { field: name, resource: named.input.resource };
  }
  for (const [name, linkedField] of Object.entries(resource.fields)) {
    const link = linkedField.linked;
    if (link?.embed === key) return { field: name, resource: Object.values(link.options)[0].resource };
  }
  // The parent row, named by the parent link's field (a device's `extension` from `extension_id`).
  if (resource.parent && resource.parent.field === `${key}_id`) return { field: resource.parent.field, resource: resource.parent.resource };
  if (key === CREATOR.key) return CREATOR;
  return undefined;
}

function referencesOf(name: string, field: FieldDescription): Reference[] {
  const { input } = field;
  if (input.kind === 'group') {
    return Object.entries(input.fields).flatMap(([setting, described]) =>
      referencesOf(setting, described).map((reference) => ({
        ...reference,
        field: `${name}.${reference.field}`,
        valueOf: (values: Record<string, unknown>) => {
          const group = values[name];
          return typeof group === 'object' && group !== null ? reference.valueOf(group as Record<string, unknown>) : undefined;
        },
        refusal: (values: Record<string, unknown>) => ({ ...reference.refusal(values), name: `${name}.${reference.field}` }),
      })),
    );
  }
  if (input.kind !== 'lookup') return [];
  const { linked } = field;
  const missing = input.missing ?? `The chosen ${field.label.toLowerCase()} does not exist`;
  return [
    {
      field: name,
      valueOf: (values) => values[name],
      table: tableOfResource(input.resource),
      refusal: (values) => {
        const option = linked?.options[String(values[linked.by])];
        if (!option) return { name, message: missing };
        return { name: option.name, message: `The chosen ${option.label.toLowerCase()} does not exist` };
      },
    },
  ];
}

/**
 * What the description already says about the SQL behind it: which record keys are columns,
 * which are rows of other tables to embed, which fields reference other rows. A description
 * that its table cannot serve fails here, when the server starts, not on the first request.
 */
export function recordShapeOf(resource: ResourceDescription, table: PgTable): RecordShape {
  const columns = columnsOf(table);
  const recordColumns: string[] = [];
  const embeds: Embed[] = [];
  const decoratedKeys: string[] = [];
  const computedKeys: string[] = [];
  const throughKeys = Object.keys(resource.embedsThrough ?? {});
  for (const [key, schema] of Object.entries(resource.record.shape) as [string, z.ZodType][]) {
    if (columns[key]) {
      recordColumns.push(key);
      continue;
    }
    if (throughKeys.includes(key)) continue;
    const source = embedSource(resource, key);
    const embedded = objectKeys(schema);
    if (source && embedded && columns[source.field]) {
      const table = tableOfResource(source.resource);
      const isOwned = embedded.includes(OWNER_KEY) && !columnsOf(table)[OWNER_KEY];
      const owned = isOwned ? { owner: ownerPathOf(source.resource), columns: embedded.filter((column) => column !== OWNER_KEY) } : { columns: embedded };
      embeds.push({ key, field: source.field, resource: source.resource, table, ...owned });
    } else if (schema.safeParse(undefined).success) {
      decoratedKeys.push(key);
    } else {
      computedKeys.push(key);
    }
  }
  for (const key of throughKeys) embeds.push(embedThrough(resource, key, embeds));
  const references = Object.entries(resource.fields).flatMap(([name, field]) => referencesOf(name, field));
  return { table, columns, recordColumns, embeds, references, decoratedKeys, computedKeys };
}

/** The joins from a row of `name` to its holder's name, as the resource's `owner` path walks its embeds. */
function ownerPathOf(name: string): OwnerPath {
  const resource = findResource(name);
  const path = resource?.owner?.split('.') ?? [];
  const column = path.pop();
  if (!resource || !column) throw new Error(`${name} declares no owner for the rows that embed it with one`);
  let shape = recordShapeOf(resource, tableOfResource(name));
  const steps: OwnerPath['steps'] = [];
  for (const key of path) {
    const embed = shape.embeds.find((candidate) => candidate.key === key);
    const next = embed && findResource(embed.resource);
    if (!embed || !next) throw new Error(`${name}: owner ${resource.owner} names no embedded row ${key}`);
    const via = embed.via && shape.embeds.find((candidate) => candidate.key === embed.via);
    if (via) steps.push({ table: via.table, field: via.field });
    steps.push({ table: embed.table, field: embed.field });
    shape = recordShapeOf(next, embed.table);
  }
  if (!columnsOf(shape.table)[column]) throw new Error(`${name}: owner ${resource.owner} names no column`);
  return { steps, column };
}

/** A record key answered from an embedded row's own embed: `user` through `account`, joined after it. */
function embedThrough(resource: ResourceDescription, key: string, embeds: Embed[]): Embed {
  const viaKey = resource.embedsThrough?.[key] ?? '';
  const via = embeds.find((embed) => embed.key === viaKey);
  const inner = via && innerEmbedOf(via, key);
  const embedded = objectKeys(resource.record.shape[key] as z.ZodType);
  if (!inner || !embedded) throw new Error(`${resource.name}: record key ${key} is not an embed of its ${viaKey}`);
  return { ...inner, columns: embedded, via: viaKey };
}

/** An embedded row of an embedded row (a DID's account's user), for searching one step further. */
export function innerEmbedOf(outer: Embed, key: string): Embed | undefined {
  const resource = findResource(outer.resource);
  return resource && recordShapeOf(resource, outer.table).embeds.find((embed) => embed.key === key);
}
