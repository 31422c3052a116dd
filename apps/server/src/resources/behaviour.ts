import type { FastifyBaseLogger } from 'fastify';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDescription } from '@ringledger/contract';
import type { Database, Executor } from '../db/client.js';
import type { Principal } from '../auth/principal.js';
import type { Mailer } from '../mail/mailer.js';
import type { SecretBox } from '../secret-box.js';
import type { SettingsCache } from '../settings/settings-cache.js';
import type { PaymentProvider } from '../payment-providers/payment-provider.js';
import type { SwitchLink } from '../switch-link/switch-link.js';
import type { LiveCalls } from '../live-calls/live-calls.js';
import type { Row } from './read-statements.js';
import type { AuditEntry } from '../audit/audit-log.queries.js';
import type { CreateInput, ParentOf, RecordOf, StoredRow, UpdateValues } from './hook-values.js';

/** What the app hands every hook besides the request: where mail goes, where logs go. */
export interface AppServices {
  mail: { mailer: Mailer; consoleUrl: string };
  log: FastifyBaseLogger;
  /** Seals secrets stored for the switch (gateway passwords). */
  secrets: SecretBox;
  /** Where uploaded audio is kept (`directory`) and where the switch finds that folder (`mountedDirectory`). */
  audio: { directory: string; mountedDirectory: string };
  /** Resolves once this instance honours every access change committed so far (see AccessCache.settle). */
  settleAccess(): Promise<void>;
  /** The configurations, read from memory. */
  settings: SettingsCache;
  /** Who takes card recharges; null when they are turned off (PAYMENT_PROVIDER=none). */
  payments: PaymentProvider | null;
  /** The event-socket connections to the switches: their live state, commands, events. */
  switches: SwitchLink;
  /** The calls in progress on every connected switch, from their events. */
  liveCalls: LiveCalls;
}

/** Who writes, under which parent row. */
export type WriteContext<R extends ResourceDescription = ResourceDescription> = ParentOf<R> & {
  /** Who writes: their answer is shaped for them too (see `decorate`). */
  actor: Principal;
  services: AppServices;
  /** On a delete, the confirmation a previous 409 asked for. */
  confirm?: string;
  /** The client's address, for the audit trail. */
  address?: string;
};

/** Whom an answered record goes to, and how it is answered. */
export interface AnswerContext {
  /** Who asks: what their role allows decides what they may see. */
  principal: Principal;
  /** A row of a list page; false for a record answered on its own (a view, or a create's or edit's answer). */
  isList: boolean;
  /** What the app holds in memory (the switch link's live state), for keys no column holds. */
  services: AppServices;
}

interface WriteInput<R extends ResourceDescription> {
  /** The write's transaction: every check and change of the hook commits or rolls back with the row. */
  tx: Executor;
  context: WriteContext<R>;
}

/**
 * What a resource does beyond storing its description's fields. Each hook is optional; the
 * generic store already checks references, linked owners, parents and unique fields. Bodies,
 * records and stored rows are typed from the resource's description (see hook-values.ts); the
 * columns a hook answers are the table's, so they stay plain rows.
 */
export interface ResourceHooks<R extends ResourceDescription = ResourceDescription> {
  /** The rows a caller may reach at all (a self-service user's own). */
  scope?(principal: Principal): SQL | undefined;
  /**
   * Checks a new row and answers the columns to store (the parsed body when it returns nothing).
   * `input` is the parsed body; a hook may complete it (a generated password) for afterCreate.
   */
  beforeCreate?(change: WriteInput<R> & { input: CreateInput<R> }): Promise<Row | void>;
  /** `current` is the stored row, locked until the change commits; answers the columns to change. */
  beforeUpdate?(change: WriteInput<R> & { id: number; values: UpdateValues<R>; current: StoredRow<R> }): Promise<Row | void>;
  /**
   * After the row is written, in the same transaction: rows that follow it are kept in step (an
   * extension's main DID is assigned to it). `row` is the row as written, its `id` included.
   */
  afterWrite?(change: WriteInput<R> & { id: number; row: StoredRow<R> }): Promise<void>;
  /** Refuses a delete (409) while something still needs the row; `current` is locked. */
  beforeDelete?(removal: WriteInput<R> & { id: number; current: StoredRow<R> }): Promise<void>;
  /** After the row's removal committed: what lives outside the database goes too (an audio file's bytes). */
  afterDelete?(removed: { current: StoredRow<R>; context: WriteContext<R> }): Promise<void>;
  /** After the new row committed: work that must never undo or delay it (mail). */
  afterCreate?(created: { db: Database; record: RecordOf<R>; input: CreateInput<R>; context: WriteContext<R> }): void;
  /** After the change committed, with the parsed body: work that must never undo or delay it (mail). */
  afterUpdate?(updated: { db: Database; record: RecordOf<R>; values: UpdateValues<R>; context: WriteContext<R> }): void;
  /**
   * Shapes each answered record for the one who asks, before it is written: adds or removes keys
   * (a device's SIP password, only on its own page and only for those who may edit devices).
   * A key reaches the client only when the contract's record declares it, optional unless every
   * answer carries it: answers are written from that schema. Runs on every row of a list page,
   * so it stays cheap: no queries.
   */
  decorate?(record: RecordOf<R>, answer: AnswerContext): RecordOf<R>;
  /** Joins an embedded row on an expression instead of its field (a user's role: the chosen one, else the one named after the type). */
  joinOn?: Record<string, SQL>;
  /**
   * Record keys answered by an SQL expression over the row, in lists and views alike (a queue's
   * music file's name, read from the audio file its parameters name). Cheap subqueries only: they run for every row of a page.
   */
  computed?: Record<string, SQL>;
  /**
   * List filters that are no column of the row, as the condition the filter's value (a statement
   * parameter) is put in (a DID in stock: its account has no owner). Others filter on their column.
   */
  filterOn?: Record<string, (value: Placeholder) => SQL>;
  /**
   * Writes to these rows change who may do what (a user's role, a login's password ending
   * sessions): the answer waits until this instance honours the change.
   */
  changesAccess?: boolean;
  /**
   * How a new row is told in the audit trail when it is no creation of its own: a ledger line is
   * a credit or a debit of its call account. `row` is the row as written, its `id` included.
   */
  auditCreate?(created: { row: StoredRow<R>; context: WriteContext<R> }): Omit<AuditEntry, 'actor'>;
}

/** A resource's special behaviour, in the one server file it has beside its description. */
export interface ResourceBehaviour {
  resource: ResourceDescription;
  /** Only when the rows are not in the table named like the resource. */
  table?: PgTable;
  hooks: ResourceHooks;
}

export function defineBehaviour<const R extends ResourceDescription>(resource: R, hooks: ResourceHooks<R>, table?: PgTable): ResourceBehaviour {
  return { resource, hooks, table };
}
