import type { ResourceDescription } from './resource.js';
import { dids } from './resources/dids.js';
import { users } from './resources/users.js';
import { accounts } from './resources/accounts.js';
import { callAccounts } from './resources/call-accounts.js';
import { pricelists } from './resources/pricelists.js';
import { localizations } from './resources/localizations.js';
import { callerIds } from './resources/callerids.js';

/** Every resource, in sidebar order. Menus, routes and API routes are derived from this list. */
export const registry: readonly ResourceDescription[] = [dids, users, accounts, callAccounts, pricelists, localizations, callerIds];

export function findResource(name: string) {
  return registry.find((resource) => resource.name === name);
}
