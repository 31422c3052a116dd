import { and, eq } from 'drizzle-orm';
import { findResource, type ResourceDescription } from '@ringledger/contract';
import type { Database, Executor } from '../db/client.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { Principal } from '../auth/principal.js';
import type { AppServices, ResourceBehaviour, WriteContext } from './behaviour.js';
import { createReadStatements, type ListPage, type ListParams, type ReadScope, type Row } from './read-statements.js';
import { recordShapeOf } from './record-shape.js';
import { assertLinkedOwners, assertReferences } from './references.js';
import { columnOf, rowsNameOf, tableNamed } from './tables.js';
import { uniqueConflictOf } from './unique-conflicts.js';
import { isSoftDeleted, liveRows, markDeleted } from './soft-delete.js';
import { followingOwnersRule, sameOwnerRule } from './same-owner.js';
import { withoutParentEcho } from './parent-echo.js';
import { recordAudit, type AuditActor } from '../audit/audit-log.queries.js';
import { changedFields, maskedRow } from '../audit/audit-values.js';

const auditActorOf = (context: WriteContext): AuditActor => ({ userId: context.actor.userId, address: context.address });

/** Whom a read is for: the rows under one parent, as one caller may see them. */
export interface ReadContext {
  parentId?: number;
  /** Who asks: their scope narrows the rows, and the resource's decorate hook shapes each record for them. */
  principal: Principal;
  services: AppServices;
}

function tableFor(resource: ResourceDescription, behaviour?: ResourceBehaviour) {
  const table = behaviour?.table ?? tableNamed(rowsNameOf(resource));
  if (!table) throw new Error(`${resource.name}: no table holds its rows; name one in its behaviour`);
  return table;
}

/** 404 for a missing parent row, so a wrong parent is named rather than an empty answer given. */
function parentCheck(resource: ResourceDescription) {
  const parentResource = resource.parent && findResource(resource.parent.resource);
  if (!parentResource) return async () => undefined;
  const parentTable = tableFor(parentResource);
  const parentIdColumn = columnOf(parentTable, 'id');
  return async (db: Executor, parentId: number | undefined) => {
    if (parentId === undefined) return;
    const [found] = await db.select({ id: parentIdColumn }).from(parentTable).where(eq(parentIdColumn, parentId));
    if (!found) throw notFound(parentResource.singular);
  };
}

/**
 * A resource's persistence, derived from its description: list, get, create, update and
 * remove, with parents, references, linked owners and unique fields handled alike for every
 * resource, and the resource's own hooks called at their named points.
 */
export function createResourceStore(resource: ResourceDescription, behaviour?: ResourceBehaviour) {
  const hooks = behaviour?.hooks ?? {};
  const shape = recordShapeOf(resource, tableFor(resource, behaviour));
  const { decorate } = hooks;
  const computed = hooks.computed ?? {};
  const uncomputed = shape.computedKeys.filter((key) => !(key in computed));
  if (uncomputed.length > 0)
    throw new Error(`${resource.name}: record key ${uncomputed.join(', ')} is neither a column nor a row it can embed, and nothing computes it`);
  const undecorated = shape.decoratedKeys.filter((key) => !(key in computed));
  if (undecorated.length > 0 && !decorate) {
    throw new Error(`${resource.name}: record key ${undecorated.join(', ')} is neither a column nor a row it can embed, and no decorate hook adds it`);
  }
  const reads = createReadStatements(resource, shape, { joinOn: hooks.joinOn, computed, filterOn: hooks.filterOn });
  const idColumn = columnOf(shape.table, 'id');
  const parentLink = resource.parent;
  // The column a path names a row by: its id, or another one under its parent (an extension's DID by the DID).
  const rowKeyColumn = columnOf(shape.table, parentLink?.rowKey ?? 'id');
  const assertParent = parentCheck(resource);
  const assertSameOwner = sameOwnerRule(resource, shape);
  const assertFollowingOwners = followingOwnersRule(resource);
  // A view of another resource's rows (a user's accounts) records them as that resource's.
  const audited = rowsNameOf(resource);

  async function missingRow(db: Executor, parentId: number | undefined): Promise<never> {
    await assertParent(db, parentId);
    throw new AppError('NOT_FOUND', resource.messages.notFound ?? `${resource.singular} was not found`);
  }

  /** The stored record, within its parent and, when given, the caller's scope. */
  async function readRecord(db: Database, id: number, scope: ReadScope) {
    return (await reads.get(db, id, scope)) ?? missingRow(db, scope.parentId);
  }

  /** One record as answered to the one who asks. */
  function answerRecord(record: Row, principal: Principal, services: AppServices) {
    return decorate ? decorate(record, { principal, isList: false, services }) : record;
  }

  async function get(db: Database, id: number, context: ReadContext) {
    const record = await readRecord(db, id, { parentId: context.parentId, condition: hooks.scope?.(context.principal) });
    return answerRecord(record, context.principal, context.services);
  }

  /** The stored row, locked for the rest of the write, within the parent it must live under. */
  async function lockRow(tx: Executor, id: number, parentId: number | undefined) {
    const underParent = parentLink && parentId !== undefined ? eq(columnOf(shape.table, parentLink.field), parentId) : undefined;
    const [current] = await tx
      .select()
      .from(shape.table)
      .where(and(eq(rowKeyColumn, id), underParent, liveRows(shape.table)))
      .for('update');
    return current ?? missingRow(tx, parentId);
  }

  function assertColumns(row: Row) {
    for (const key of Object.keys(row)) if (!shape.columns[key]) throw new Error(`${resource.name}: ${key} is not a column of its table`);
  }

  async function translatingConflicts<T>(values: Row, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      throw uniqueConflictOf(resource, error, values) ?? error;
    }
  }

  const store = {
    async list(db: Database, params: ListParams, context: ReadContext): Promise<ListPage> {
      const page = await reads.list(db, params, { parentId: context.parentId, condition: hooks.scope?.(context.principal) });
      // Rows prove their parent exists; only an empty page needs asking.
      if (page.results.length === 0) await assertParent(db, context.parentId);
      if (!decorate) return page;
      const answer = { principal: context.principal, isList: true, services: context.services };
      return { results: page.results.map((record) => decorate(record, answer)), total: page.total };
    },

    get,

    /**
     * Writes a new row inside a transaction the caller holds, with every check and hook a create
     * runs, and answers its key: work that makes several rows at once (onboarding a customer)
     * commits them together or not at all. Nothing is read back or mailed here.
     */
    async insert(tx: Executor, body: Row, context: WriteContext): Promise<{ id: number; input: Row }> {
      const input = parentLink
        ? { ...withoutParentEcho(resource, body, context.parentId), ...parentLink.where, [parentLink.field]: context.parentId }
        : { ...body };
      const id = await translatingConflicts(input, async () => {
        await assertParent(tx, context.parentId);
        await assertReferences(tx, shape, input);
        await assertSameOwner(tx, input, Object.keys(input));
        const row = (await hooks.beforeCreate?.({ tx, context, input })) ?? input;
        assertColumns(row);
        const creator = shape.columns.created_by_id ? { created_by_id: context.actor.userId } : {};
        const [created] = await tx
          .insert(shape.table)
          .values({ ...row, ...creator })
          .returning({ id: idColumn, key: rowKeyColumn });
        const written = { ...row, ...creator, id: created.id };
        await hooks.afterWrite?.({ tx, context, id: created.id as number, row: written });
        const told = hooks.auditCreate?.({ row: written, context }) ?? {
          action: 'create',
          resource: audited,
          resourceId: created.id as number,
          after: maskedRow(written),
        };
        await recordAudit(tx, { actor: auditActorOf(context), ...told });
        return created.key as number;
      });
      return { id, input };
    },

    async create(db: Database, body: Row, context: WriteContext) {
      const { id, input } = await db.transaction((tx) => store.insert(tx, body, context));
      // Read once committed, through the same prepared statement as every other read.
      const record = await readRecord(db, id, { parentId: context.parentId });
      hooks.afterCreate?.({ db, record, input, context });
      return answerRecord(record, context.actor, context.services);
    },

    /** Changes a row inside a transaction the caller holds, with every check and hook an edit runs; the row is locked until it commits. */
    async change(tx: Executor, id: number, body: Row, context: WriteContext) {
      const values = withoutParentEcho(resource, body, context.parentId);
      await translatingConflicts(values, async () => {
        const current = await lockRow(tx, id, context.parentId);
        assertLinkedOwners(resource, values, current);
        await assertReferences(tx, shape, ownersToCheck(resource, values, current), { ...current, ...values });
        await assertSameOwner(tx, { ...current, ...values }, Object.keys(values));
        await assertFollowingOwners(tx, id, { ...current, ...values }, Object.keys(values));
        const changes = (await hooks.beforeUpdate?.({ tx, context, id, values, current })) ?? values;
        assertColumns(changes);
        // The locked row's own id: a row named by another key (rowKey) is unique only under its parent.
        if (Object.keys(changes).length > 0) await tx.update(shape.table).set(changes).where(eq(idColumn, current.id));
        await hooks.afterWrite?.({ tx, context, id: current.id as number, row: { ...current, ...changes } });
        const { before, after } = changedFields(current, changes);
        await recordAudit(tx, { actor: auditActorOf(context), action: 'update', resource: audited, resourceId: current.id as number, before, after });
      });
    },

    async update(db: Database, id: number, values: Row, context: WriteContext) {
      await db.transaction((tx) => store.change(tx, id, values, context));
      if (hooks.changesAccess) await context.services.settleAccess();
      const record = await readRecord(db, id, { parentId: context.parentId });
      hooks.afterUpdate?.({ db, record, values, context });
      return answerRecord(record, context.actor, context.services);
    },

    async remove(db: Database, id: number, context: WriteContext) {
      const current = await db.transaction(async (tx) => {
        const locked = await lockRow(tx, id, context.parentId);
        await hooks.beforeDelete?.({ tx, context, id, current: locked });
        if (isSoftDeleted(shape.table)) await markDeleted(tx, shape.table, locked.id as number);
        else await tx.delete(shape.table).where(eq(idColumn, locked.id));
        await recordAudit(tx, {
          actor: auditActorOf(context),
          action: 'delete',
          resource: audited,
          resourceId: locked.id as number,
          before: maskedRow(locked),
        });
        return locked;
      });
      await hooks.afterDelete?.({ current, context });
      if (hooks.changesAccess) await context.services.settleAccess();
    },
  };
  return store;
}

export type ResourceStore = ReturnType<typeof createResourceStore>;

/** What an edit must prove exists: the references it names, and a kept owner whose type changes. */
function ownersToCheck(resource: ResourceDescription, values: Row, current: Row) {
  const checked = { ...values };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.linked && field.linked.by in values && !(name in values)) checked[name] = current[name];
  }
  return checked;
}
