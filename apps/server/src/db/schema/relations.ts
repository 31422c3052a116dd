import { relations } from 'drizzle-orm';
import { roles, users } from './identity.js';
import { accounts, callAccountTransactions, callAccounts, callerIds, localizations, pricelists, rates } from './billing.js';
import { dids } from './telephony.js';

export const userRelations = relations(users, ({ one }) => ({
  role: one(roles, { fields: [users.role_id], references: [roles.id] }),
  created_by: one(users, { fields: [users.created_by_id], references: [users.id], relationName: 'user_creator' }),
}));

export const didRelations = relations(dids, ({ one }) => ({
  account: one(accounts, { fields: [dids.account_id], references: [accounts.id] }),
  call_billing_account: one(callAccounts, { fields: [dids.call_billing_account_id], references: [callAccounts.id] }),
  created_by: one(users, { fields: [dids.created_by_id], references: [users.id] }),
}));

export const localizationRelations = relations(localizations, ({ one }) => ({
  created_by: one(users, { fields: [localizations.created_by_id], references: [users.id] }),
}));

export const accountRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.type_id], references: [users.id] }),
  localization: one(localizations, { fields: [accounts.localization_id], references: [localizations.id] }),
  created_by: one(users, { fields: [accounts.created_by_id], references: [users.id] }),
}));

export const callAccountRelations = relations(callAccounts, ({ one }) => ({
  main_account: one(accounts, { fields: [callAccounts.main_account_id], references: [accounts.id] }),
  pricelist: one(pricelists, { fields: [callAccounts.pricelist_id], references: [pricelists.id] }),
  user: one(users, { fields: [callAccounts.type_id], references: [users.id] }),
  created_by: one(users, { fields: [callAccounts.created_by_id], references: [users.id] }),
}));

export const callAccountTransactionRelations = relations(callAccountTransactions, ({ one }) => ({
  call_account: one(callAccounts, { fields: [callAccountTransactions.call_account_id], references: [callAccounts.id] }),
  created_by: one(users, { fields: [callAccountTransactions.created_by_id], references: [users.id] }),
}));

export const pricelistRelations = relations(pricelists, ({ one }) => ({
  created_by: one(users, { fields: [pricelists.created_by_id], references: [users.id] }),
}));

export const rateRelations = relations(rates, ({ one }) => ({
  pricelist: one(pricelists, { fields: [rates.pricelist_id], references: [pricelists.id] }),
}));

export const callerIdRelations = relations(callerIds, ({ one }) => ({
  account: one(accounts, { fields: [callerIds.account_id], references: [accounts.id] }),
  created_by: one(users, { fields: [callerIds.created_by_id], references: [users.id] }),
}));
