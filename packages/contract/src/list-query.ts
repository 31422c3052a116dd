import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

const positiveInt = (name: string, max?: number) => {
  const base = z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
  return max ? base.max(max, `${name} must be at most ${max}`) : base.max(1_000_000, `${name} is too large`);
};

/** The `sort_by` values a list accepts: each sortable field ascending, or descending as `-field`. */
export function sortValuesOf(sortable: readonly string[]) {
  return sortable.flatMap((field) => [field, `-${field}`]);
}

/** The list query every list endpoint shares; resource filters are added per resource. */
export function listQuerySchema(sortable: readonly string[]) {
  const sortValues = sortValuesOf(sortable);
  return z.object({
    page: positiveInt('page').default(1),
    limit: positiveInt('limit', MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort_by: z
      .string({ error: 'sort_by must be text' })
      .optional()
      .refine((value) => value === undefined || value === '' || sortValues.includes(value), {
        message: `sort_by must be one of: ${sortValues.join(', ') || '(none)'}`,
      }),
    search: z.string({ error: 'search must be text' }).trim().max(100, 'search must be at most 100 characters').optional(),
  });
}

export function listAnswerSchema<T extends z.ZodType>(record: T) {
  return z.object({ results: z.array(record), total: z.number().int() });
}

/** Every error answer; form-level failures also name the field each message belongs to. */
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Sent back as `?confirm=` to go ahead with a delete that takes more with it (a pricelist's rates). */
  confirm: z.string().optional(),
});

/** A delete's query: the confirmation an earlier 409 asked for, when the row takes others with it. */
export const deleteQuerySchema = z.strictObject(
  { confirm: z.string({ error: 'confirm must be text' }).max(100, 'confirm is too long').optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${(issue.keys ?? []).join(', ')}` : undefined) },
);
/** A row id in the path under its own name (`rateId`): plain decimal digits only, "1e3" or "0x10" are not ids. */
export const pathId = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, `${name} is too large`));

export const idParamSchema = z.object({ id: pathId('id') });
