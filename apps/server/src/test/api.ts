import { beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../app.js';
import { useTestApp, type TestContext } from './harness.js';
import { createUser, signIn } from './factories.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

export interface AdminApi {
  context: TestContext;
  /** The signed-in admin's headers: read them once the file's `beforeAll`s have run, never destructured before. */
  admin: Headers;
  /** A request to `/api/v1<base><url>`, as the admin unless other headers are given; a body goes as JSON. */
  call(method: Method, url: string, payload?: Record<string, unknown>, headers?: Headers): Promise<LightMyRequestResponse>;
  /** The error sentence of a refused body (400): a create, or with `id` an edit of that row. */
  refusal(body: Record<string, unknown>, id?: number): Promise<string>;
}

/** A test file's app and database (see useTestApp) with an admin signed in, and requests under `base` (`/trunks`). */
export function useAdminApi(base: string, options: Partial<AppOptions> = {}): AdminApi {
  const context = useTestApp(options);
  const api: AdminApi = {
    context,
    admin: {},
    call: (method, url, payload, headers = api.admin) => context.app.inject({ method, url: `/api/v1${base}${url}`, headers, ...(payload ? { payload } : {}) }),
    async refusal(body, id) {
      const response = id ? await api.call('PATCH', `/${id}`, body) : await api.call('POST', '', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error;
    },
  };
  beforeAll(async () => {
    api.admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
  });
  return api;
}

/** The record a create answered, which must have succeeded (201): a refusal fails the test with its body. */
export async function createdRecord(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}
