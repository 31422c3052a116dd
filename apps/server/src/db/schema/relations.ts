import { relations } from 'drizzle-orm';
import { users } from './identity.js';
import { accounts, callAccounts, pricelists } from './billing.js';
import { dids } from './telephony.js';

export const didRelations = relations(dids, ({ one }) => ({
  account: one(accounts, { fields: [dids.account_id], references: [accounts.id] }),
  call_billing_account: one(callAccounts, { fields: [dids.call_billing_account_id], references: [callAccounts.id] }),
  created_by: one(users, { fields: [dids.created_by_id], references: [users.id] }),
}));

export const accountRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.type_id], references: [users.id] }),
  created_by: one(users, { fields: [accounts.created_by_id], references: [users.id] }),
}));

export const callAccountRelations = relations(callAccounts, ({ one }) => ({
  main_account: one(accounts, { fields: [callAccounts.main_account_id], references: [accounts.id] }),
  pricelist: one(pricelists, { fields: [callAccounts.pricelist_id], references: [pricelists.id] }),
  created_by: one(users, { fields: [callAccounts.created_by_id], references: [users.id] }),
}));

export const pricelistRelations = relations(pricelists, ({ one }) => ({
  created_by: one(users, { fields: [pricelists.created_by_id], references: [users.id] }),
}));
