import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts, domains } from '../../db/schema/index.js';
import { useAdminApi } from '../../test/api.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';

describe('domains API', () => {
  const { context, call } = useAdminApi('/domains');

  const primaryNames = async () => (await context.db.select({ name: domains.name }).from(domains).where(eq(domains.is_primary, true))).map((row) => row.name);

  it('makes the first domain primary, lists {results, total}, and keeps exactly one primary when another is made primary', async () => {
    const first = await call('POST', '', { name: 'sip.example.com', description: 'Phones' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'sip.example.com', is_primary: true, enabled: true, parameters: {}, variables: {} });
    const second = (await call('POST', '', { name: '192.0.2.10' })).json();
    expect(second.is_primary).toBe(false);

    const list = (await call('GET', '?page=1&limit=20')).json();
    expect(list.total).toBe(2);
    expect(list.results.map((row: { name: string }) => row.name).sort()).toEqual(['192.0.2.10', 'sip.example.com']);

    const switched = await call('PATCH', `/${second.id}`, { is_primary: true });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().is_primary).toBe(true);
    expect(await primaryNames()).toEqual(['192.0.2.10']);

    const third = (await call('POST', '', { name: 'ipv6.example.com', is_primary: true })).json();
    expect(third.is_primary).toBe(true);
    expect(await primaryNames()).toEqual(['ipv6.example.com']);
  });

  it('never leaves no primary: un-primarying it is refused, and so is deleting it', async () => {
    const [primary] = await context.db.select().from(domains).where(eq(domains.is_primary, true));
    const unprimary = await call('PATCH', `/${primary.id}`, { is_primary: false });
    expect(unprimary.statusCode).toBe(400);
    expect(unprimary.json().error).toBe('The primary domain stays primary until another domain is made primary');
    const removal = await call('DELETE', `/${primary.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error).toBe('The primary domain cannot be deleted; make another domain primary first');
  });

  it('PATCH changes the named fields and leaves parameters and variables alone when they are omitted', async () => {
    const created = (
      await call('POST', '', { name: 'pbx.example.org', parameters: { 'dial-string': '{presence_id=x}' }, variables: { user_context: 'default' } })
    ).json();
    const patched = await call('PATCH', `/${created.id}`, { id: created.id, description: 'Office PBX', enabled: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      description: 'Office PBX',
      enabled: false,
      parameters: { 'dial-string': '{presence_id=x}' },
      variables: { user_context: 'default' },
    });
    const replaced = await call('PATCH', `/${created.id}`, { variables: '{"user_context": "office"}' });
    expect(replaced.json().variables).toEqual({ user_context: 'office' });
    expect((await call('GET', `/${created.id}`)).json().parameters).toEqual({ 'dial-string': '{presence_id=x}' });
  });

  it('refuses names FreeSWITCH could not resolve, settings it could not read, and a name taken in any case', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const response = await call('POST', '', body);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await refusal({})).toBe('Name is required');
    expect(await refusal({ name: 'not a host!' })).toBe('Name must be a DNS name or an IP address');
    expect(await refusal({ name: '-bad.example.com' })).toBe('Name must be a DNS name or an IP address');
    expect(await refusal({ name: 'ok.example.com', variables: { 'bad name': 'x' } })).toBe(
      'Variables: names hold letters, digits and underscores, not starting with a digit, at most 64 characters',
    );
    expect(await refusal({ name: 'ok.example.com', parameters: { context: 5 } })).toBe(
      'Parameters must be a JSON object of text values, like {"context": "public"}',
    );
    expect(await refusal({ name: 'ok.example.com', parameters: '{not json' })).toBe(
      'Parameters must be a JSON object of text values, like {"context": "public"}',
    );

    await call('POST', '', { name: 'taken.example.com' });
    const taken = await call('POST', '', { name: 'TAKEN.example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'A domain named TAKEN.example.com already exists',
      fields: { name: 'A domain named TAKEN.example.com already exists' },
    });
  });

  it('deletes a domain nothing uses, and answers 409 naming what still uses one', async () => {
    const unused = (await call('POST', '', { name: 'unused.example.com' })).json();
    expect((await call('DELETE', `/${unused.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${unused.id}`)).statusCode).toBe(404);

    const used = (await call('POST', '', { name: 'used.example.com' })).json();
    const { callAccount } = await createCallAccountWithAccount(context.db);
    await context.db.update(callAccounts).set({ domain_id: used.id }).where(eq(callAccounts.id, callAccount.id));
    const refused = await call('DELETE', `/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('It is still used by call accounts; remove or reassign them first');
  });

  it('lets an agent read domains but not change them', async () => {
    const agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    expect((await context.app.inject({ method: 'GET', url: '/api/v1/domains', headers: agent })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'POST', url: '/api/v1/domains', headers: agent, payload: { name: 'agent.example.com' } })).statusCode).toBe(403);
  });
});
