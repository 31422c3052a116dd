import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { listAnswerSchema } from '../list-query.js';
import { unknownKeysError } from '../resource.js';

export const roleRecord = z.object({ id: z.number(), name: z.string(), description: z.string().nullable() });

/** Roles for lookups (the user form's role picker), by name; readable by whoever may list authorizations. */
export const listRoles = defineOperation({
  name: 'list-roles',
  method: 'GET',
  path: '/roles',
  access: { label: 'AUTHORIZATIONS', action: 'list' },
  tag: 'roles',
  summary: 'List roles',
  query: z.strictObject(
    { search: z.string({ error: 'search must be text' }).trim().max(100, 'search must be at most 100 characters').optional() },
    { error: unknownKeysError('query parameter') },
  ),
  answers: { 200: listAnswerSchema(roleRecord) },
});
