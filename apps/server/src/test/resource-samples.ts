import { randomBytes } from 'node:crypto';
import { findResource, type FieldDescription, type ResourceDescription } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import { createAccount, createCallAccountWithAccount, createCallerId, createDid, createLocalization, createPricelist, createUser } from './factories.js';

/** How to make one existing row of a resource, for view, edit and delete. */
const rowMakers: Record<string, (db: Database) => Promise<number>> = {
  dids: async (db) => (await createDid(db, await createCallAccountWithAccount(db))).id,
  users: async (db) => (await createUser(db, 'user')).id,
  accounts: async (db) => (await createAccount(db)).id,
  call_accounts: async (db) => (await createCallAccountWithAccount(db)).callAccount.id,
  pricelists: async (db) => (await createPricelist(db)).id,
  localizations: async (db) => (await createLocalization(db)).id,
  callerids: async (db) => (await createCallerId(db, (await createAccount(db)).id)).id,
};

export function hasRowMaker(resource: ResourceDescription) {
  return resource.name in rowMakers;
}

export function createRow(db: Database, resource: ResourceDescription) {
  const make = rowMakers[resource.name];
  if (!make) throw new Error(`No row maker for ${resource.name}; add one to test/resource-samples.ts`);
  return make(db);
}

async function sampleValue(db: Database, name: string, field: FieldDescription): Promise<unknown> {
  const input = field.input;
  switch (input.kind) {
    case 'lookup': {
      const target = findResource(input.resource);
      if (!target) throw new Error(`Field ${name} looks up unknown resource ${input.resource}`);
      return createRow(db, target);
    }
    case 'tel':
      return `2${String(randomBytes(5).readUIntBE(0, 5)).padStart(12, '0')}`;
    case 'email':
      return `sample-${randomBytes(4).toString('hex')}@example.test`;
    case 'number':
      return input.min ?? 1;
    case 'boolean':
      return true;
    case 'select':
      return input.options[0]?.value;
    default:
      return `Sample ${randomBytes(3).toString('hex')}`;
  }
}

/** A valid create body built from the resource's own field descriptions: every required field, unique values. */
export async function buildCreateBody(db: Database, resource: ResourceDescription) {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.required) body[name] = await sampleValue(db, name, field);
  }
  return body;
}
