import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/api.js';
import { createCallCenterAgent, createCallCenterQueue, createCallCenterTier, createDomain, createUser, signIn } from '../../test/factories.js';

type Row = { id: number; name: string; domain_id: number };

describe('queue tiers and queue agents API', () => {
  const { context, call } = useAdminApi('/call_center/queues');
  let agentRole: Record<string, string>;
  let user: { id: number };
  let domain: { id: number; name: string };
  let queue: Row;

  beforeAll(async () => {
    agentRole = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    user = await createUser(context.db, 'agent');
    domain = await createDomain(context.db);
    queue = await createCallCenterQueue(context.db, domain, { name: 'support' });
  });

  const newAgent = (name?: string) => createCallCenterAgent(context.db, { user, domain }, name ? { name } : {});

  it("adds an agent to a queue at level and position 1, answering the agent and the queue's domain", async () => {
    const agent = await newAgent('ada-tier');
    const created = await call('POST', `/${queue.id}/tiers`, { agent_id: agent.id }, agentRole);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      queue_id: queue.id,
      agent_id: agent.id,
      agent: { name: 'ada-tier', contact: agent.contact, status: 'Available', enabled: true },
      agent_name: 'ada-tier',
      domain_name: domain.name,
      level: 1,
      position: 1,
      enabled: true,
    });
    const tier = created.json();
    expect((await call('GET', `/${queue.id}/tiers/${tier.id}`)).json()).toMatchObject({ id: tier.id, agent_name: 'ada-tier' });
    const edited = await call('PATCH', `/${queue.id}/tiers/${tier.id}`, { level: 2, position: 3, enabled: false });
    expect(edited.json()).toMatchObject({ level: 2, position: 3, enabled: false });
  });

  it('holds one tier per agent per queue', async () => {
    const agent = await newAgent();
    expect((await call('POST', `/${queue.id}/tiers`, { agent_id: agent.id })).statusCode).toBe(201);
    const twice = await call('POST', `/${queue.id}/tiers`, { agent_id: agent.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This agent already has a tier in this queue', fields: { agent_id: 'This agent already has a tier in this queue' } });
    expect((await call('POST', `/${queue.id}/tiers`, { agent_id: 2_000_000 })).json()).toMatchObject({ error: 'The chosen agent does not exist' });
  });

  it('keeps every tier read and write under its own queue', async () => {
    const other = await createCallCenterQueue(context.db, domain);
    const tier = await createCallCenterTier(context.db, { queue: other, agent: await newAgent() });
    expect((await call('GET', `/${queue.id}/tiers/${tier.id}`)).json()).toEqual({ error: 'Queue tier was not found' });
    expect((await call('DELETE', `/${queue.id}/tiers/${tier.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/2000000/tiers')).json()).toEqual({ error: 'Queue was not found' });
    expect((await call('DELETE', `/${other.id}/tiers/${tier.id}`)).statusCode).toBe(204);
  });

  it('lists the agents holding a tier in a queue, and no others, with paging and search', async () => {
    const sales = await createCallCenterQueue(context.db, domain, { name: 'sales' });
    const [grace, linus, idle] = [await newAgent('grace-q'), await newAgent('linus-q'), await newAgent('idle-q')];
    await createCallCenterTier(context.db, { queue: sales, agent: grace });
    await createCallCenterTier(context.db, { queue: sales, agent: linus }, { level: 2 });
    const elsewhere = await createCallCenterQueue(context.db, domain);
    await createCallCenterTier(context.db, { queue: elsewhere, agent: idle });

    const listed = await call('GET', `/${sales.id}/agents`, undefined, agentRole);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 2, results: [{ name: 'grace-q' }, { name: 'linus-q' }] });
    expect(listed.json().results[0]).toMatchObject({ type: 'callback', contact: grace.contact, status: 'Available', domain: { name: domain.name } });
    expect((await call('GET', `/${sales.id}/agents?search=linus&limit=1`)).json()).toMatchObject({ total: 1, results: [{ name: 'linus-q' }] });
    expect((await call('GET', `/${sales.id}/agents?page=2&limit=1`)).json()).toMatchObject({ total: 2, results: [{ name: 'linus-q' }] });
    expect((await call('GET', '/2000000/agents')).json()).toEqual({ error: 'Queue was not found' });
  });
});
