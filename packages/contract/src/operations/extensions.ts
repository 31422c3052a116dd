import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { strictQuery } from '../resource.js';

/** Extension numbers are handed out from here when a domain has none yet. */
export const FIRST_EXTENSION_NUMBER = 1001;

export const nextExtensionNumber = defineOperation({
  name: 'next-extension-number',
  method: 'GET',
  path: '/extensions/next_number',
  access: { label: 'EXTENSIONS', action: 'list' },
  tag: 'extensions',
  summary: 'The next free dialable extension number in a domain',
  description:
    `One more than the highest all-digit username of the domain's extensions and devices (${FIRST_EXTENSION_NUMBER} when there is none), ` +
    'so a new extension is dialled as a number. `domain_id` left out means the primary domain. A suggestion, not a reservation: ' +
    'two people asking at once get the same number, and the second save is refused as taken.',
  query: strictQuery({ domain_id: z.coerce.number({ error: 'domain_id must be a number' }).int().positive('domain_id must be a number').optional() }),
  answers: { 200: z.object({ username: z.string() }) },
  example: { query: { domain_id: '1' } },
});
