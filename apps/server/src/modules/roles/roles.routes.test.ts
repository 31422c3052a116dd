import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';

describe('GET /roles', () => {
  const context = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
  });

  const listRoles = (search?: string) => context.app.inject({ method: 'GET', url: '/api/v1/roles', headers, query: search === undefined ? {} : { search } });

  it('lists the seeded roles by name as {results, total}', async () => {
    const answer = (await listRoles()).json();
    expect(answer.results.map((role: { name: string }) => role.name)).toEqual(['admin', 'agent', 'user']);
    expect(answer.total).toBe(3);
  });

  it('searches names case-insensitively, treating % and _ literally', async () => {
    expect((await listRoles('AG')).json().results.map((role: { name: string }) => role.name)).toEqual(['agent']);
    expect((await listRoles('%')).json()).toEqual({ results: [], total: 0 });
    expect((await listRoles('_')).json()).toEqual({ results: [], total: 0 });
  });
});
