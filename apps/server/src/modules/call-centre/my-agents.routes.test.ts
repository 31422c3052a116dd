import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, callCenterAgents } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallCenterAgent, createCallCenterQueue, createCallCenterTier, createDomain, createUser, signIn } from '../../test/factories.js';
import { apiResponse, startFakeEventSocket, type FakeEventSocket } from '../../test/fake-event-socket.js';

type Session = Awaited<ReturnType<typeof signIn>>;

const jsonAnswer = (response: unknown) => apiResponse(JSON.stringify({ status: 'success', response }));

describe("an agent's own call-centre status", () => {
  const context = useTestApp({ switchLinkTimings: { firstRetryMs: 50, maxRetryMs: 200 } });
  let fake: FakeEventSocket;
  let admin: Session;
  let ada: Session;
  let bayo: Session;
  let adaAgent: { id: number; name: string };
  let bayoAgent: { id: number };
  let switchName: string;

  const call = (method: 'GET' | 'PATCH', url: string, session: Session, payload?: object) =>
    context.app.inject({ method, url: `/api/v1/call_center/my_agents${url}`, headers: session.headers, payload });

  beforeAll(async () => {
    const domain = await createDomain(context.db);
    const adaUser = await createUser(context.db, 'agent');
    ada = await signIn(context.app, adaUser);
    const bayoUser = await createUser(context.db, 'agent');
    bayo = await signIn(context.app, bayoUser);
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const row = await createCallCenterAgent(context.db, { user: adaUser, domain });
    adaAgent = { id: row.id, name: `${row.name}@${domain.name}` };
    bayoAgent = await createCallCenterAgent(context.db, { user: bayoUser, domain });
    const sales = await createCallCenterQueue(context.db, domain, { name: 'sales' });
    await createCallCenterTier(context.db, { queue: sales, agent: row });

    fake = await startFakeEventSocket('cc-secret', (command, socket) => {
      if (command === 'api uptime s') socket.write(apiResponse('60'));
      else if (command.startsWith('api json {"command":"sofia.status"')) socket.write(jsonAnswer({ profiles: {} }));
      else if (command.startsWith('api json {"command":"callcenter_config","data":{"arguments":"agent list"}}'))
        socket.write(jsonAnswer([{ name: adaAgent.name, status: 'On Break', state: 'Waiting' }]));
      else if (command.startsWith('api json {"command":"callcenter_config"')) socket.write(jsonAnswer([]));
      else if (command === `api callcenter_config queue count members sales@${domain.name}`) socket.write(apiResponse('2'));
      else socket.write(apiResponse('+OK'));
    });
    switchName = `fs-${row.id}`;
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v1/switches',
      headers: admin.headers,
      payload: { name: switchName, host: fake.host, port: fake.port, password: fake.password },
    });
    expect(created.statusCode, created.body).toBe(201);
    // The link is up once its subscription to the switch's events is answered, a moment after the fake hears it asked for.
    while (context.app.switches.connectedIds().length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(() => fake?.close());

  it('shows the agent their own agent, what the switch says of it, and the callers waiting in their queues', async () => {
    const response = await call('GET', '', ada);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().agents).toEqual([
      {
        id: adaAgent.id,
        name: adaAgent.name,
        status: 'Available',
        live: { switch: switchName, status: 'On Break', state: 'Waiting' },
        queues: [{ name: expect.stringMatching(/^sales@/), waiting: 2 }],
      },
    ]);
    expect((await call('GET', '', admin)).json().agents).toEqual([]);
  });

  it('lets the agent set their own status, stored and audited, and never another agent’s', async () => {
    const changed = await call('PATCH', `/${adaAgent.id}`, ada, { status: 'On Break' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: adaAgent.id, status: 'On Break' });
    const [row] = await context.db.select({ status: callCenterAgents.status }).from(callCenterAgents).where(eq(callCenterAgents.id, adaAgent.id));
    expect(row.status).toBe('On Break');
    const entries = await context.db.select().from(auditLog).where(eq(auditLog.resource, 'call_center_agents'));
    expect(entries.some((entry) => entry.resource_id === adaAgent.id)).toBe(true);

    const others = await call('PATCH', `/${bayoAgent.id}`, ada, { status: 'Logged Out' });
    expect(others.statusCode).toBe(404);
    const bad = await call('PATCH', `/${adaAgent.id}`, bayo, { status: 'Sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Status must be one of Logged Out, Available/);
  });
});
