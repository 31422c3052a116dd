import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Method } from './api.js';

/** A test file's request to its resource's routes, as its admin. */
type Call = (method: Method, url: string, payload?: Record<string, unknown>) => Promise<LightMyRequestResponse>;

/** An id no row has, inside the column's range (a larger one is refused as malformed, not missing). */
export const MISSING_ID = 2_147_483_000;

/** The test every resource shares: a row that is not there answers 404 with `message`, on read, edit (with `edit` as body) and delete. */
export function itAnswers404ForAMissingRow(call: Call, message: string, edit: Record<string, unknown> = { enabled: true }) {
  it('answers 404 for a missing id on get, update and delete', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(method, `/${MISSING_ID}`, method === 'PATCH' ? edit : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: message });
    }
  });
}

/** The test of a resource whose name is required: left out, blank or null, it is refused with "Name is required" on the field. */
export function itRequiresAName(call: Call) {
  it('refuses a missing or blank name with "Name is required"', async () => {
    for (const body of [{}, { name: '   ' }, { name: null }]) {
      const response = await call('POST', '', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Name is required', fields: { name: 'Name is required' } });
    }
  });
}
