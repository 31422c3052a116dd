import type { ResourceDescription } from './resource.js';
import { dids } from './resources/dids.js';
import { accounts } from './resources/accounts.js';
import { callAccounts } from './resources/call-accounts.js';

/** Every resource, in sidebar order. Menus, routes and API routes are derived from this list. */
export const registry: readonly ResourceDescription[] = [dids, accounts, callAccounts];

export function findResource(name: string) {
  return registry.find((resource) => resource.name === name);
}
