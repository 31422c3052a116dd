import { and, eq } from 'drizzle-orm';
import { parseTranslations, type TranslationListName, type TranslationPair } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { accounts, localizations } from '../../db/schema/index.js';

/**
 * One of an account's translation lists, ready for translateNumber. An account without a
 * localization, or whose localization is disabled, translates nothing: an empty list.
 */
export async function loadTranslationRules(db: Executor, accountId: number, list: TranslationListName): Promise<TranslationPair[]> {
  const [row] = await db
    .select({ rules: localizations[list] })
    .from(accounts)
    .innerJoin(localizations, and(eq(localizations.id, accounts.localization_id), eq(localizations.enabled, true)))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ? parseTranslations(row.rules) : [];
}
