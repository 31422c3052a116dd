import { z } from 'zod';
import { defineResource, filterBoolean } from '../resource.js';
import { audited } from '../fields.js';
import { textField, yesNo } from '../field-descriptions.js';
import { translationList } from '../translation.js';

/** The six translation lists, in the order the form shows them. */
export const TRANSLATION_LISTS = {
  number_originate: 'Number Originate',
  in_caller_id_originate: 'In Caller ID Originate',
  out_caller_id_originate: 'Out Caller ID Originate',
  number_terminate: 'Number Terminate',
  in_caller_id_terminate: 'In Caller ID Terminate',
  out_caller_id_terminate: 'Out Caller ID Terminate',
} as const;
export type TranslationListName = keyof typeof TRANSLATION_LISTS;

const listFields = Object.fromEntries(
  Object.entries(TRANSLATION_LISTS).map(([name, label]) => [name, { schema: translationList(label), label, input: { kind: 'translations' }, default: '' }]),
) as Record<TranslationListName, { schema: ReturnType<typeof translationList>; label: string; input: { kind: 'translations' }; default: string }>;

const listRecords = Object.fromEntries(Object.keys(TRANSLATION_LISTS).map((name) => [name, z.string()])) as Record<TranslationListName, z.ZodString>;

export const localizations = defineResource({
  name: 'localizations',
  label: 'LOCALIZATIONS',
  singular: 'Localization',
  plural: 'localizations',
  fields: {
    name: textField('Name', { max: 100, required: true }),
    enabled: { ...yesNo('Enabled'), default: true },
    ...listFields,
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    enabled: z.boolean(),
    ...listRecords,
    ...audited,
  }),
  sortable: ['name', 'created_at'],
  searchable: ['name'],
  filters: { enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'enabled', 'number_originate', 'number_terminate', 'created_by', 'created_at'],
  display: 'name',
  layout: {
    lead: ['name', 'enabled'],
    sections: [
      { title: 'Originating calls', fields: ['number_originate', 'in_caller_id_originate', 'out_caller_id_originate'] },
      { title: 'Terminating calls', fields: ['number_terminate', 'in_caller_id_terminate', 'out_caller_id_terminate'] },
    ],
  },
});
