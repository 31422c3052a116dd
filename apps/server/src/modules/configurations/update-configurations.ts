import { checkSettingValue, updateConfigurations, type ConfigurationValue } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { badRequest } from '../../errors/app-error.js';
import { recordAudit } from '../../audit/audit-log.queries.js';
import { changedFields } from '../../audit/audit-values.js';
import { lockConfigurations, saveConfigurationValue } from './configurations.queries.js';

/**
 * Checks every value against its row's type and bounds before changing any, so a request
 * changes all of its configurations or none; answers once this instance reads the new values.
 */
export const updateConfigurationsOperation = implement(updateConfigurations, async ({ db, body, services, principal, request }) => {
  const saved = await db.transaction(async (tx) => {
    const rows = new Map(
      (
        await lockConfigurations(
          tx,
          body.map((change) => change.id),
        )
      ).map((row) => [row.id, row]),
    );
    const values: { id: number; value: ConfigurationValue }[] = [];
    for (const change of body) {
      const row = rows.get(change.id);
      // The body names each value by its row's id, so the refusal names that field too: a form puts it under the value.
      if (!row) throw badRequest(`Configuration ${change.id} does not exist`, { [change.id]: `Configuration ${change.id} does not exist` });
      const checked = checkSettingValue(row, change.value);
      if ('error' in checked) throw badRequest(`Configuration ${row.id} (${row.label}): ${checked.error}`, { [row.id]: checked.error });
      values.push({ id: row.id, value: checked.value });
    }
    const results = [];
    const actor = { userId: principal?.userId ?? null, address: request.ip };
    for (const { id, value } of values) {
      const saved = await saveConfigurationValue(tx, id, value);
      const { before, after } = changedFields({ [saved.name]: rows.get(id)?.value }, { [saved.name]: value });
      await recordAudit(tx, { actor, action: 'configure', resource: 'configurations', resourceId: id, before, after });
      results.push(saved);
    }
    return results;
  });
  await services.settings.reload();
  return { message: 'Config updated successfully', results: saved };
});
