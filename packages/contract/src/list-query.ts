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

/** The list query every list endpoint shares; resource filters are added per resource. */
export function listQuerySchema(sortable: readonly string[]) {
  const sortValues = sortable.flatMap((field) => [field, `-${field}`]);
  return z.object({
    page: positiveInt('page').default(1),
    limit: positiveInt('limit', MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort_by: z
      .string()
      .optional()
      .refine((value) => value === undefined || value === '' || sortValues.includes(value), {
        message: `sort_by must be one of: ${sortValues.join(', ') || '(none)'}`,
      }),
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  });
}

export function listAnswerSchema<T extends z.ZodType>(record: T) {
  return z.object({ results: z.array(record), total: z.number().int() });
}

/** Every error answer; form-level failures also name the field each message belongs to. */
export const errorSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });
/** Plain decimal digits only: "1e3" or "0x10" are not ids. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a whole number')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'id is too large')),
});
