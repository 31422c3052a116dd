import { describe, expectTypeOf, it } from 'vitest';
import { accounts, callAccountTransactions, domains, extensionDevices, trunks, userLogins, users } from '@ringledger/contract';
import type { CreateInput, ParentOf, StoredRow, UpdateValues } from './hook-values.js';

// Checked by the type checker (`npm run typecheck`): hooks read bodies as the contract parses them.
describe('the values hooks are handed', () => {
  it('types a create body as the create schema parses it: required, defaulted and optional fields', () => {
    expectTypeOf<CreateInput<typeof callAccountTransactions>['type']>().toEqualTypeOf<'credit' | 'debit'>();
    expectTypeOf<CreateInput<typeof callAccountTransactions>['amount']>().toEqualTypeOf<string>();
    expectTypeOf<CreateInput<typeof callAccountTransactions>['description']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CreateInput<typeof domains>['is_primary']>().toEqualTypeOf<boolean>();
    expectTypeOf<CreateInput<typeof trunks>['provider_id']>().toEqualTypeOf<number | null | undefined>();
    // A linked owner may be optional for the chosen type, so a create may lack it.
    expectTypeOf<CreateInput<typeof accounts>['type_id']>().toEqualTypeOf<number | undefined>();
  });

  it('types an edit body as any of the fields it may name, null clearing a nullable one', () => {
    expectTypeOf<UpdateValues<typeof users>['role_id']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<UpdateValues<typeof extensionDevices>>().not.toHaveProperty('username');
    // Required only when creating: always there on a create, optional on an edit.
    expectTypeOf<CreateInput<typeof userLogins>['send_to_email']>().toEqualTypeOf<string>();
    expectTypeOf<UpdateValues<typeof userLogins>['send_to_email']>().toEqualTypeOf<string | undefined>();
  });

  it("types a stored row's record columns, and the parent id of rows under a parent", () => {
    expectTypeOf<StoredRow<typeof domains>['is_primary']>().toEqualTypeOf<boolean>();
    expectTypeOf<StoredRow<typeof domains>['password_hash']>().toEqualTypeOf<unknown>();
    expectTypeOf<ParentOf<typeof userLogins>['parentId']>().toEqualTypeOf<number>();
    expectTypeOf<ParentOf<typeof users>>().toEqualTypeOf<{ parentId?: number }>();
  });
});
