import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is exact: numeric(18,5), read back as a decimal string. */
export const moneyColumn = (name: string) => numeric(name, { precision: 18, scale: 5 });

export const timestampColumns = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const createdByColumn = () => integer('created_by_id');

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
