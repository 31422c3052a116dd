import { listConfigurations, type ConfigurationRecord } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { findConfigurations } from './configurations.queries.js';

/** Spec 01 §3: the rows as lists keyed by their group, plus how many there are. */
export const listConfigurationsOperation = implement(listConfigurations, async ({ db, query }) => {
  const rows = await findConfigurations(db, query.search);
  const groups: Record<string, ConfigurationRecord[]> = {};
  for (const row of rows) (groups[row.group] ??= []).push(row);
  return { ...groups, total: rows.length };
});
