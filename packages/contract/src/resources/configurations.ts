import { z } from 'zod';
import { defineResource } from '../resource.js';
import { timestamps } from '../fields.js';
import { CONFIGURATION_TYPES } from '../configuration-values.js';

/** A value as the API answers it: booleans and integers as JSON ones, decimals, text and choices as text. */
export const configurationValue = z.union([z.boolean(), z.number(), z.string()]);

export const configurationRecord = z.object({
  id: z.number(),
  name: z.string(),
  group: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  type: z.enum(CONFIGURATION_TYPES),
  value: configurationValue,
  /** Bounds of a number (exact text), or of a text's length. */
  min: z.string().nullable(),
  max: z.string().nullable(),
  choices: z.array(z.string()).nullable(),
  enabled: z.boolean(),
  ...timestamps,
});
export type ConfigurationRecord = z.infer<typeof configurationRecord>;

/**
 * The platform's settings (spec 01 §2.5, §3): seeded rows only, so the API neither creates nor
 * deletes them. The list (grouped) and the change of several values at once are operations
 * (`operations/configurations.ts`); one row is read here.
 */
export const configurations = defineResource({
  name: 'configurations',
  label: 'CONFIGURATIONS',
  singular: 'Configuration',
  plural: 'configurations',
  operations: ['view'],
  fields: {},
  record: configurationRecord,
  sortable: [],
  searchable: ['name', 'label'],
  filters: {},
  columns: ['label', 'value', 'type'],
  // What a setting is and its value; its type shows in the form that changes it.
  keyColumns: ['label', 'value'],
  display: 'label',
  labels: {
    name: 'Name',
    group: 'Group',
    label: 'Label',
    description: 'Description',
    type: 'Type',
    value: 'Value',
    min: 'Minimum',
    max: 'Maximum',
    choices: 'Choices',
    enabled: 'Enabled',
  },
  layout: {
    lead: ['label', 'enabled'],
    sections: [
      { title: 'Setting', fields: ['value', 'type', 'description'] },
      { title: 'Accepted values', fields: ['min', 'max', 'choices'] },
    ],
    technical: ['id', 'name', 'group', 'created_at', 'updated_at'],
  },
  titles: { list: 'All Configurations', create: 'Update Configuration', edit: 'Update Configuration' },
  messages: { created: 'Config updated successfully', updated: 'Config updated successfully', deleted: 'Config updated successfully' },
});
