import { z } from 'zod';
import { defineOperation } from '../operation.js';

export const health = defineOperation({
  name: 'health',
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: 'health',
  summary: 'Ready once the database answers',
  answers: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ error: z.string() }) },
});
