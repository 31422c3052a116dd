import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

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
