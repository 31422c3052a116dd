import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { insertCallRecords } from '../../test/call-records.js';

const HOUR = 3_600_000;

/** `answered` of `calls` calls on a trunk at a moment: answered ones talked a minute. */
function trunkCalls(trunk: number, at: Date, calls: number, answered: number) {
  return Array.from({ length: calls }, (_, index) => ({ trunk_id: trunk, callstart: at, billseconds: index < answered ? 60 : 0 }));
}

describe('GET /dashboard: trunks whose ASR dropped and the switch links', () => {
  const context = useTestApp();
  let admin: Record<string, string>;
  let agent: Record<string, string>;

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    const recently = new Date(Date.now() - HOUR / 2);
    const lastWeek = new Date(Date.now() - 2 * 24 * HOUR);
    await insertCallRecords(context.db, [
      // 80 % usually, 20 % now: a drop.
      ...trunkCalls(903, lastWeek, 25, 20),
      ...trunkCalls(903, recently, 10, 2),
      // 80 % usually, 70 % now: within the usual swing.
      ...trunkCalls(904, lastWeek, 25, 20),
      ...trunkCalls(904, recently, 10, 7),
      // Too few calls now to judge.
      ...trunkCalls(905, lastWeek, 25, 20),
      ...trunkCalls(905, recently, 4, 0),
    ]);
  });

  const dashboard = async (headers: Record<string, string>) => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().attention;
  };

  it('names a trunk whose ASR of the last hours fell well below its usual one, with both figures', async () => {
    expect((await dashboard(admin)).failing_trunks).toEqual([{ key: '903', name: '#903', calls: 10, asr: 20, usual_asr: 80 }]);
  });

  it("shows each enabled switch's link and why it is down, to those who may list switches", async () => {
    // Port 1 on the loopback: nothing listens there.
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v1/switches',
      headers: admin,
      payload: { name: 'edge-1', host: '127.0.0.1', port: 1, password: 'secret' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await context.app.switches.settle();
    await expect
      .poll(async () => (await dashboard(admin)).switches)
      .toEqual([{ id: created.json().id, name: 'edge-1', connected: false, last_error: expect.stringMatching(/Nothing listens/) }]);

    const forAgent = await dashboard(agent);
    expect(forAgent.switches).toBeNull();
    expect(forAgent.failing_trunks).toBeNull();
  });
});
