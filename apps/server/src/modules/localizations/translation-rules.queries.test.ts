import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createAccount, createLocalization } from '../../test/factories.js';
import { loadTranslationRules } from './translation-rules.queries.js';
import { translateNumber } from './translate-number.js';

describe('loadTranslationRules', () => {
  const context = useTestApp();
  let accountId: number;

  beforeAll(async () => {
    const localization = await createLocalization(context.db, { number_originate: '0/234,+/*', in_caller_id_terminate: '*/1' });
    accountId = (await createAccount(context.db, { localization_id: localization.id })).id;
  });

  it("loads the named list of the account's localization as pairs", async () => {
    expect(await loadTranslationRules(context.db, accountId, 'number_originate')).toEqual([
      { from: '0', to: '234' },
      { from: '+', to: '' },
    ]);
    expect(await loadTranslationRules(context.db, accountId, 'in_caller_id_terminate')).toEqual([{ from: '', to: '1' }]);
    expect(await loadTranslationRules(context.db, accountId, 'number_terminate')).toEqual([]);
  });

  it('feeds translateNumber', async () => {
    const rules = await loadTranslationRules(context.db, accountId, 'number_originate');
    expect(translateNumber('08031234567', rules)).toBe('2348031234567');
  });

  it('answers no rules for an account without a localization, with a disabled one, or missing', async () => {
    const bare = await createAccount(context.db);
    expect(await loadTranslationRules(context.db, bare.id, 'number_originate')).toEqual([]);
    const disabled = await createLocalization(context.db, { number_originate: '0/234', enabled: false });
    const withDisabled = await createAccount(context.db, { localization_id: disabled.id });
    expect(await loadTranslationRules(context.db, withDisabled.id, 'number_originate')).toEqual([]);
    expect(await loadTranslationRules(context.db, 2147483000, 'number_originate')).toEqual([]);
  });
});
