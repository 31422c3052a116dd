import { eq, inArray } from 'drizzle-orm';
import { registry, type ResourceDescription } from '@ringledger/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { badRequest } from '../errors/app-error.js';
import type { RecordShape } from './record-shape.js';
import { columnOf, columnsOf, tableNamed } from './tables.js';

type Row = Record<string, unknown>;

/** Where one field's owner is read: the row's own owner, or the owner of the row the field names. */
type OwnerSource = { field: string; label: string } & ({ ownBy: string } | { table: RecordShape['references'][number]['table'] });

function sourcesOf(resource: ResourceDescription, shape: RecordShape): OwnerSource[] {
  return (resource.sameOwner ?? []).map((name) => {
    const field = resource.fields[name];
    if (!field) throw new Error(`${resource.name}: sameOwner names unknown field ${name}`);
    if (field.linked) return { field: name, label: resource.singular.toLowerCase(), ownBy: field.linked.by };
    const reference = shape.references.find((candidate) => candidate.field === name);
    if (!reference || !columnsOf(reference.table).type_id) throw new Error(`${resource.name}: ${name} names no row that has an owner`);
    return { field: name, label: field.label.toLowerCase(), table: reference.table };
  });
}

async function ownerOf(tx: Executor, source: OwnerSource, row: Row): Promise<number | null> {
  if ('ownBy' in source) return (row[source.field] as number | null | undefined) ?? null;
  const id = columnOf(source.table, 'id');
  const [found] = await tx
    .select({ owner: columnOf(source.table, 'type_id') })
    .from(source.table)
    .where(eq(id, row[source.field] as number));
  return (found?.owner as number | null | undefined) ?? null;
}

async function namesOf(tx: Executor, ids: (number | null)[]) {
  const known = ids.filter((id): id is number => id !== null);
  const rows = known.length ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, known)) : [];
  return (id: number | null) => (id === null ? 'no one' : (rows.find((row) => row.id === id)?.name ?? `user ${id}`));
}

/**
 * Rows that carry money for a customer (a DID's account and the call account its calls are
 * billed to) must all belong to that one customer. Checked whenever a write touches one of the
 * fields, against the row as the write leaves it; refused with both owners named.
 */
export function sameOwnerRule(resource: ResourceDescription, shape: RecordShape) {
  const sources = sourcesOf(resource, shape);
  const watched = new Set(sources.flatMap((source) => ('ownBy' in source ? [source.field, source.ownBy] : [source.field])));
  return async (tx: Executor, row: Row, changed: readonly string[]) => {
    if (sources.length < 2 || !changed.some((name) => watched.has(name))) return;
    // A reference left empty links nothing; the row's own owner always counts.
    const linked = sources.filter((source) => 'ownBy' in source || (row[source.field] !== null && row[source.field] !== undefined));
    const owners = await Promise.all(linked.map((source) => ownerOf(tx, source, row)));
    const differing = owners.findIndex((owner) => owner !== owners[0]);
    if (differing < 0) return;
    const nameOf = await namesOf(tx, [owners[0], owners[differing]]);
    const [first, other] = [linked[0], linked[differing]];
    const message = `The ${first.label} belongs to ${nameOf(owners[0])} and the ${other.label} to ${nameOf(owners[differing])}; both must belong to the same customer`;
    throw badRequest(message, { [other.field]: message });
  };
}

/** Rows elsewhere that name a row of `resource` in a same-owner field, and where their other owners come from. */
function dependentsOf(resource: ResourceDescription) {
  return registry
    .filter((candidate) => !candidate.rowsOf && candidate.sameOwner)
    .flatMap((dependent) => {
      const table = tableNamed(dependent.name);
      const pointing = (dependent.sameOwner ?? []).filter((name) => {
        const input = dependent.fields[name]?.input;
        return input?.kind === 'lookup' && input.resource === resource.name;
      });
      if (!table || pointing.length === 0) return [];
      return pointing.map((field) => ({ dependent, table, field, others: (dependent.sameOwner ?? []).filter((name) => name !== field) }));
    });
}

/**
 * The other side of the rule: a row that changes owner (an account moved to another user) must
 * not leave rows naming it tied to the old owner's money (its DIDs billed to the old owner's call
 * account). Refused with the first such owner named, until those rows move too.
 */
export function followingOwnersRule(resource: ResourceDescription) {
  const ownerField = Object.entries(resource.fields).find(([, field]) => field.linked)?.[0];
  const dependents = ownerField ? dependentsOf(resource) : [];
  return async (tx: Executor, id: number, row: Row, changed: readonly string[]) => {
    if (!ownerField || !changed.includes(ownerField) || dependents.length === 0) return;
    const newOwner = (row[ownerField] as number | null | undefined) ?? null;
    for (const { dependent, table, field, others } of dependents) {
      for (const other of others) {
        const owners = await ownersBeside(tx, dependent, table, field, other, id);
        const stranger = owners.find((owner) => owner !== newOwner);
        if (stranger === undefined) continue;
        const nameOf = await namesOf(tx, [stranger]);
        const label = dependent.fields[other]?.linked ? dependent.singular.toLowerCase() : (dependent.fields[other]?.label ?? other).toLowerCase();
        throw badRequest(
          `This ${resource.singular.toLowerCase()} still has ${dependent.plural} whose ${label} belongs to ${nameOf(stranger)}; move them to the new owner first`,
          { [ownerField]: `Its ${dependent.plural} are tied to ${nameOf(stranger)}` },
        );
      }
    }
  };
}

/** The distinct owners, by `other`, of the dependent rows whose `field` names row `id`. */
async function ownersBeside(tx: Executor, dependent: ResourceDescription, table: PgTable, field: string, other: string, id: number) {
  const fieldColumn = columnOf(table, field);
  if (dependent.fields[other]?.linked) {
    const rows = await tx
      .selectDistinct({ owner: columnOf(table, other) })
      .from(table)
      .where(eq(fieldColumn, id));
    return rows.map((row) => (row.owner as number | null) ?? null);
  }
  const input = dependent.fields[other]?.input;
  const target = input?.kind === 'lookup' ? tableNamed(input.resource) : undefined;
  if (!target) return [];
  const rows = await tx
    .selectDistinct({ owner: columnOf(target, 'type_id') })
    .from(table)
    .innerJoin(target, eq(columnOf(target, 'id'), columnOf(table, other)))
    .where(eq(fieldColumn, id));
  return rows.map((row) => (row.owner as number | null) ?? null);
}
