import type { z } from 'zod';
import type { ParentLink, ResourceDescription } from '@ringledger/contract';
import type { Row } from './read-statements.js';

/*
 * The values a resource's hooks are handed, typed from its description the way the contract's
 * createSchema and updateSchema parse bodies, so a hook reads `input.type` as the enum it is.
 */

type Fields<R extends ResourceDescription> = R['fields'];
type ValueOf<F> = F extends { schema: infer S extends z.ZodType } ? z.output<S> : never;

/** The fields a body of this mode names: all but those shown only in the other mode. */
type FieldNamesFor<R extends ResourceDescription, Mode extends 'create' | 'edit'> = {
  [K in keyof Fields<R>]: Fields<R>[K] extends { only: infer Only } ? (Only extends Mode ? K : never) : K;
}[keyof Fields<R>];

/** A create always carries a field with a default, and a required one unless linked (its chosen option may be optional). */
type IsAlwaysCreated<F> = F extends { default: unknown }
  ? true
  : F extends { required: true | 'create' }
    ? F extends { linked: object }
      ? false
      : true
    : false;
/** A create may clear a nullable field that is not required. */
type CreatedValue<F> = ValueOf<F> | (F extends { nullable: true } ? (F extends { required: true } ? never : null) : never);
type CreatedNames<R extends ResourceDescription, IsAlways extends boolean> = {
  [K in FieldNamesFor<R, 'create'>]: IsAlwaysCreated<Fields<R>[K]> extends IsAlways ? K : never;
}[FieldNamesFor<R, 'create'>];

/** A parsed create body. */
export type CreateInput<R extends ResourceDescription> = { [K in CreatedNames<R, true>]: CreatedValue<Fields<R>[K]> } & {
  [K in CreatedNames<R, false>]?: CreatedValue<Fields<R>[K]>;
};

/** A parsed edit body: any of the fields, null clearing a nullable one. */
export type UpdateValues<R extends ResourceDescription> = {
  [K in FieldNamesFor<R, 'edit'>]?: ValueOf<Fields<R>[K]> | (Fields<R>[K] extends { nullable: true } ? null : never);
};

/** A record as the resource answers it. */
export type RecordOf<R extends ResourceDescription> = z.output<R['record']>;

/** The record's keys that are columns: its embedded rows (objects) are joined in for answers, not stored. */
type ColumnKeys<T> = { [K in keyof T]: NonNullable<T[K]> extends Date ? K : NonNullable<T[K]> extends object ? never : K }[keyof T];

/** A stored row: the record's columns typed, the table's other columns (a password hash) unknown. */
export type StoredRow<R extends ResourceDescription> = Pick<RecordOf<R>, ColumnKeys<RecordOf<R>>> & Row;

/** Rows under a parent always know its id. */
export type ParentOf<R extends ResourceDescription> = R extends { parent: ParentLink } ? { parentId: number } : { parentId?: number };
