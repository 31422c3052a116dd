import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { unknownKeysError } from '../resource.js';
import { configurationRecord } from '../resources/configurations.js';

/** Spec 01 §3: the rows as an object of lists keyed by group, plus the number of rows. */
export const configurationGroups = z.object({ total: z.number() }).catchall(z.array(configurationRecord));
export type ConfigurationGroups = z.infer<typeof configurationGroups>;

const ID = /^[1-9]\d{0,9}$/;

/**
 * `[{"12": "USD"}, {"14": 45}]`: each object maps configuration ids to their new values. The
 * values are checked against each row's type once the rows are read; here only the shape is.
 */
export const configurationChanges = z
  .array(z.record(z.string(), z.unknown(), { error: 'Each change must be an object like {"12": "USD"}' }), {
    error: 'The body must be a list of changes like [{"12": "USD"}]',
  })
  .min(1, 'Name at least one configuration to change')
  .max(100, 'Change at most 100 configurations at once')
  .transform((changes, context) => {
    const flat = changes.flatMap((change) => Object.entries(change).map(([key, value]) => ({ key, value })));
    const seen = new Set<string>();
    for (const { key } of flat) {
      if (!ID.test(key)) context.addIssue({ code: 'custom', message: `"${key}" is not a configuration id` });
      else if (seen.has(key)) context.addIssue({ code: 'custom', message: `Configuration ${key} is changed twice` });
      seen.add(key);
    }
    if (flat.length === 0) context.addIssue({ code: 'custom', message: 'Name at least one configuration to change' });
    return flat.map(({ key, value }) => ({ id: Number(key), value }));
  });

export const listConfigurations = defineOperation({
  name: 'list-configurations',
  method: 'GET',
  path: '/configurations',
  access: { label: 'CONFIGURATIONS', action: 'list' },
  tag: 'configurations',
  summary: 'List configurations by group',
  description: 'Answers {"<group>": [rows…], "total": N}; `search` keeps the rows whose name or label contains it.',
  query: z.strictObject(
    { search: z.string({ error: 'search must be text' }).trim().max(100, 'search must be at most 100 characters').optional() },
    { error: unknownKeysError('query parameter') },
  ),
  answers: { 200: configurationGroups },
});

export const updateConfigurations = defineOperation({
  name: 'update-configurations',
  method: 'PATCH',
  path: '/configurations',
  access: { label: 'CONFIGURATIONS', action: 'edit' },
  tag: 'configurations',
  summary: 'Change configuration values',
  description:
    'Each value is checked against its row (type, bounds, choices); one bad value refuses the whole request with 400 naming the row, ' +
    'and otherwise every value is changed in one transaction. A change takes effect at once on every server instance.',
  body: configurationChanges,
  answers: { 200: z.object({ message: z.string(), results: z.array(configurationRecord) }) },
  // Configuration 1 is the currency, the first row seeded.
  example: { body: [{ '1': 'NGN' }] },
});
