export * from './permissions.js';
export * from './list-query.js';
export * from './fields.js';
export * from './resource.js';
export * from './session.js';
export * from './registry.js';
export { dids } from './resources/dids.js';
export { accounts, ACCOUNT_TYPES } from './resources/accounts.js';
export { callAccounts } from './resources/call-accounts.js';
