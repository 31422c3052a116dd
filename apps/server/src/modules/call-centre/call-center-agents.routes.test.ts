import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callCenterTiers } from '../../db/schema/index.js';
import { callCenterAgents, groupDefaults } from '@ringledger/contract';
import { useAdminApi } from '../../test/api.js';
import { createCallCenterAgent, createCallCenterQueue, createCallCenterTier, createDomain, createUser, signIn } from '../../test/factories.js';

describe('call centre agents API', () => {
  const { context, call } = useAdminApi('/call_center/agents');
  let agentRole: Record<string, string>;
  let user: { id: number };
  let domain: { id: number; name: string };

  beforeAll(async () => {
    agentRole = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    user = await createUser(context.db, 'agent');
    domain = await createDomain(context.db);
  });

  const body = (values: Record<string, unknown> = {}) => ({
    name: 'ada',
    user_id: user.id,
    type: 'callback',
    contact: `user/1001@${domain.name}`,
    status: 'Available',
    domain_id: domain.id,
    ...values,
  });

  it("creates an agent with the spec's timings and answers its domain and user", async () => {
    const created = await call('POST', '', body({ name: 'ada-create' }), agentRole);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'ada-create',
      type: 'callback',
      status: 'Available',
      // The description's defaults: the spec's timings, and enabled.
      ...groupDefaults(callCenterAgents.fields),
      domain: { name: domain.name },
      user: { firstname: 'Test', lastname: 'agent' },
    });
    const listed = (await call('GET', '?search=ada-create')).json();
    expect(listed).toMatchObject({ total: 1, results: [{ name: 'ada-create' }] });
  });

  it('refuses a contact that is no dial string, and unknown users and domains, by field', async () => {
    const badContact = await call('POST', '', body({ name: 'ada-bad', contact: '1001' }));
    expect(badContact.statusCode).toBe(400);
    expect(badContact.json().fields.contact).toMatch(/^Contact must be a FreeSWITCH dial string/);
    const noUser = await call('POST', '', body({ name: 'ada-nouser', user_id: 2_000_000 }));
    expect(noUser.json()).toMatchObject({ error: 'The chosen user does not exist', fields: { user_id: 'The chosen user does not exist' } });
    const missing = await call('POST', '', { type: 'callback' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ name: 'Name is required', user_id: 'User is required', domain_id: 'Domain is required' });
  });

  it('keeps a name unique within its domain, whatever its case, and free in another', async () => {
    expect((await call('POST', '', body({ name: 'grace' }))).statusCode).toBe(201);
    const twice = await call('POST', '', body({ name: 'Grace' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'An agent named Grace already exists in this domain',
      fields: { name: 'An agent named Grace already exists in this domain' },
    });
    const other = await createDomain(context.db, { is_primary: false });
    expect((await call('POST', '', body({ name: 'grace', domain_id: other.id }))).statusCode).toBe(201);
  });

  it('changes what an edit names, and refuses a timing below 1', async () => {
    const agent = await createCallCenterAgent(context.db, { user, domain });
    const changed = await call('PATCH', `/${agent.id}`, { status: 'On Break', wrap_up_time: 30 });
    expect(changed.json()).toMatchObject({ status: 'On Break', wrap_up_time: 30, contact: agent.contact });
    const refused = await call('PATCH', `/${agent.id}`, { busy_delay_time: 0 });
    expect(refused.json()).toMatchObject({ fields: { busy_delay_time: 'Busy Delay Time must be at least 1' } });
  });

  it('deletes an agent together with its tiers', async () => {
    const agent = await createCallCenterAgent(context.db, { user, domain });
    const queue = await createCallCenterQueue(context.db, domain);
    await createCallCenterTier(context.db, { queue, agent });
    expect((await call('DELETE', `/${agent.id}`, undefined, agentRole)).statusCode).toBe(204);
    expect(await context.db.select().from(callCenterTiers).where(eq(callCenterTiers.agent_id, agent.id))).toEqual([]);
    expect((await call('GET', `/${agent.id}`)).json()).toEqual({ error: 'Call Center Agent was not found' });
  });
});
