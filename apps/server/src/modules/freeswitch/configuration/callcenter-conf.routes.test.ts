import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { SWITCH, switchAuth } from '../../../test/call-world.js';
import { createAudioFile, createCallCenterAgent, createCallCenterQueue, createCallCenterTier, createDomain, createUser } from '../../../test/factories.js';
import { NOT_FOUND_DOCUMENT } from '../xml/freeswitch-xml.js';

describe('callcenter.conf from POST /freeswitch/xml', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  const names = { domain: '', queue: '', other: '', off: '', agent: '', idle: '', offAgent: '', music: '' };

  beforeAll(async () => {
    const domain = await createDomain(context.db);
    const user = await createUser(context.db, 'agent');
    const music = await createAudioFile(context.db);
    const queue = await createCallCenterQueue(context.db, domain, { parameters: { strategy: 'top-down', 'moh-sound': music.id, 'tier-rules-apply': true } });
    const other = await createCallCenterQueue(context.db, domain);
    const off = await createCallCenterQueue(context.db, domain, { enabled: false });
    const agent = await createCallCenterAgent(context.db, { user, domain }, { status: 'On Break' });
    const idle = await createCallCenterAgent(context.db, { user, domain });
    const offAgent = await createCallCenterAgent(context.db, { user, domain }, { enabled: false });
    await createCallCenterTier(context.db, { queue, agent }, { level: 2, position: 5 });
    await createCallCenterTier(context.db, { queue: other, agent: idle });
    await createCallCenterTier(context.db, { queue: other, agent: offAgent });
    await createCallCenterTier(context.db, { queue: off, agent });
    const at = (name: string) => `${name}@${domain.name}`;
    Object.assign(names, {
      domain: domain.name,
      queue: at(queue.name),
      other: at(other.name),
      off: at(off.name),
      agent: at(agent.name),
      idle: at(idle.name),
      offAgent: at(offAgent.name),
      music: music.location,
    });
  });

  const callcenterConf = (extra = '') =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `hostname=fs1&section=configuration&tag_name=configuration&key_name=name&key_value=callcenter.conf${extra}`,
    });

  it('answers the enabled queues, agents with their status, and the tiers whose agent and queue are enabled', async () => {
    const xml = (await callcenterConf()).body;
    expect(xml).toContain(
      `<queue name="${names.queue}"><param name="strategy" value="top-down"/><param name="moh-sound" value="${names.music}"/><param name="tier-rules-apply" value="true"/>`,
    );
    expect(xml).toContain(`<queue name="${names.other}">`);
    expect(xml).toContain(`<agent name="${names.agent}" type="callback" contact="user/`);
    expect(xml).toContain('status="On Break"');
    expect(xml).toContain(`<tier agent="${names.agent}" queue="${names.queue}" level="2" position="5"/>`);
    expect(xml).toContain(`<tier agent="${names.idle}" queue="${names.other}" level="1" position="1"/>`);
    for (const absent of [names.off, names.offAgent]) expect(xml).not.toContain(`"${absent}"`);
  });

  it("answers one queue for CC-Queue, with its agents but not their status, and the switch's not-found for a queue it does not run", async () => {
    const xml = (await callcenterConf(`&CC-Queue=${encodeURIComponent(names.queue)}`)).body;
    expect(xml.match(/<queue /g)).toHaveLength(1);
    expect(xml).toContain(`<agent name="${names.agent}"`);
    expect(xml).not.toContain(names.idle);
    expect(xml).not.toContain('status=');
    expect(xml.match(/<tier /g)).toHaveLength(1);
    expect((await callcenterConf(`&CC-Queue=${encodeURIComponent(names.off)}`)).body).toBe(NOT_FOUND_DOCUMENT);
    expect((await callcenterConf('&CC-Queue=nobody%40nowhere')).body).toBe(NOT_FOUND_DOCUMENT);
  });
});
