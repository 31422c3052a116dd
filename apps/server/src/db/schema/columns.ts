import { customType, integer, jsonb, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money is exact: numeric(18,5), read back as a decimal string. */
export const moneyColumn = (name: string) => numeric(name, { precision: 18, scale: 5 });

export const timestampColumns = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A switch's name/value settings (parameters, channel variables): an object of text, empty unless given. */
export const settingsColumn = (name: string) => jsonb(name).$type<Record<string, string>>().notNull().default({});

export const createdByColumn = () => integer('created_by_id');

/** The row this one belongs to and cannot be without; `onDelete` says whether deleting that row takes this one along or is refused. */
export const requiredReference = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict' = 'restrict') =>
  integer(name).notNull().references(target, { onDelete });

/** A row this one may name; that row cannot be deleted while named. */
export const optionalReference = (name: string, target: () => AnyPgColumn) => integer(name).references(target, { onDelete: 'restrict' });

/**
 * A jsonb column read as PostgreSQL's driver already parsed it. Drizzle's own jsonb parses a text
 * value once more, so a stored "5.00" would come back as the number 5; an exact decimal kept as
 * JSON text must come back as that text.
 */
export const exactJson = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  })(name);
