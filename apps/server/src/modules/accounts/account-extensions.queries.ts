import type { Executor } from '../../db/client.js';
import type { ListPage } from '../crud/table-store.js';
import type { ListParams } from '../crud/list-conditions.js';

/**
 * An account's extensions, one page of them. Extensions have no table yet, so every account
 * has none; the extensions work replaces this body with the real query.
 */
export async function findAccountExtensions(_db: Executor, _accountId: number, _params: ListParams): Promise<ListPage> {
  return { results: [], total: 0 };
}
