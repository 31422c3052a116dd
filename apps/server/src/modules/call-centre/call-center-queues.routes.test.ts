import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callCenterQueues } from '../../db/schema/index.js';
import { useAdminApi } from '../../test/api.js';
import { createAudioFile, createCallCenterAgent, createCallCenterQueue, createCallCenterTier, createDomain, createUser } from '../../test/factories.js';

const SPEC_DEFAULTS = { strategy: 'ring-progressively', 'time-base-score': 'queue', 'tier-rule-wait-second': 300, 'max-wait-time': 0 };

describe('call centre queues API', () => {
  const api = useAdminApi('/call_center/queues');
  const { context, call } = api;
  let domain: { id: number; name: string };
  let music: { id: number; filename: string };

  beforeAll(async () => {
    domain = await createDomain(context.db);
    music = await createAudioFile(context.db, { filename: 'calm-strings.wav' });
  });

  it("creates a queue with the spec's description and parameters, and answers its music's file name", async () => {
    const created = await call('POST', '', { name: 'support', domain_id: domain.id, parameters: { 'moh-sound': music.id, 'tier-rules-apply': true } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'support',
      description: 'This is a sample queue',
      enabled: true,
      domain: { name: domain.name },
      parameters: { ...SPEC_DEFAULTS, 'moh-sound': music.id, 'tier-rules-apply': true },
      moh_sound_file: 'calm-strings.wav',
      created_by: { firstname: 'Test', lastname: 'admin' },
    });
    const listed = (await call('GET', '?search=support')).json();
    expect(listed).toMatchObject({ total: 1, results: [{ name: 'support', moh_sound_file: 'calm-strings.wav' }] });
  });

  it('fills the defaults when no parameters are given, and answers no music then', async () => {
    const created = (await call('POST', '', { name: 'plain', domain_id: domain.id })).json();
    expect(created.parameters).toEqual(SPEC_DEFAULTS);
    expect(created.moh_sound_file).toBeNull();
  });

  it("refuses the spec's missing fields, unknown parameters, wrong types and unknown music, each by name", async () => {
    expect((await call('POST', '', {})).json().fields).toMatchObject({ name: 'Queue name is required', domain_id: 'Domain is required' });
    const unknown = await call('POST', '', { name: 'q1', domain_id: domain.id, parameters: { 'ring-timeout': 20 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Parameters does not take ring-timeout; it takes strategy, moh-sound, /);
    const wrongType = await call('POST', '', { name: 'q1', domain_id: domain.id, parameters: { 'max-wait-time': 'soon' } });
    expect(wrongType.json()).toMatchObject({ fields: { 'parameters.max-wait-time': 'Max Wait Time must be a number' } });
    const noMusic = await call('POST', '', { name: 'q1', domain_id: domain.id, parameters: { 'moh-sound': 2_000_000 } });
    expect(noMusic.statusCode).toBe(400);
    expect(noMusic.json()).toEqual({
      error: 'The chosen music on hold does not exist',
      fields: { 'parameters.moh-sound': 'The chosen music on hold does not exist' },
    });
  });

  it("takes the tier rules as the spec's yes/no (true/false too), and stores and answers them as the booleans mod_callcenter reads", async () => {
    const rules = { 'tier-rules-apply': 'yes', 'tier-rule-wait-multiply-level': 'no', 'tier-rule-no-agent-no-wait': 'no' };
    const created = await call('POST', '', { name: 'tiered', domain_id: domain.id, parameters: rules });
    expect(created.statusCode, created.body).toBe(201);
    const answered = { 'tier-rules-apply': true, 'tier-rule-wait-multiply-level': false, 'tier-rule-no-agent-no-wait': false };
    expect(created.json().parameters).toEqual({ ...SPEC_DEFAULTS, ...answered });
    const [stored] = await context.db
      .select({ parameters: callCenterQueues.parameters })
      .from(callCenterQueues)
      .where(eq(callCenterQueues.id, created.json().id));
    expect(stored.parameters).toMatchObject(answered);

    const edited = await call('PATCH', `/${created.json().id}`, { parameters: { 'tier-rules-apply': 'false', 'tier-rule-no-agent-no-wait': true } });
    expect(edited.json().parameters).toMatchObject({ 'tier-rules-apply': false, 'tier-rule-no-agent-no-wait': true });
    const refused = await call('PATCH', `/${created.json().id}`, { parameters: { 'tier-rules-apply': 'maybe' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'parameters.tier-rules-apply': 'Tier Rules Apply must be yes or no' });
  });

  it('keeps a name unique within its domain', async () => {
    await call('POST', '', { name: 'sales', domain_id: domain.id });
    const twice = await call('POST', '', { name: 'SALES', domain_id: domain.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('A queue named SALES already exists in this domain');
  });

  it('changes only the parameters an edit names; a null takes one back to its default or off', async () => {
    const queue = (
      await call('POST', '', { name: 'billing', domain_id: domain.id, parameters: { strategy: 'top-down', 'moh-sound': music.id, 'max-wait-time': 60 } })
    ).json();
    const edited = await call('PATCH', `/${queue.id}`, { parameters: { 'max-wait-time': 120, strategy: null, 'moh-sound': null } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ parameters: { ...SPEC_DEFAULTS, 'max-wait-time': 120 }, moh_sound_file: null });
    expect(edited.json().parameters).not.toHaveProperty('moh-sound');
  });

  it('keeps the music a queue plays from being deleted under it', async () => {
    const held = await createAudioFile(context.db, { filename: 'held.wav' });
    await call('POST', '', { name: 'held', domain_id: domain.id, parameters: { 'moh-sound': held.id } });
    const removed = await context.app.inject({ method: 'DELETE', url: `/api/v1/audio_files/${held.id}`, headers: api.admin });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toBe('It is still used by call center queues; remove or reassign them first');
  });

  it('deletes a queue with tiers only once told how many go with it', async () => {
    const queue = await createCallCenterQueue(context.db, domain);
    const user = await createUser(context.db, 'agent');
    for (let index = 0; index < 2; index += 1)
      await createCallCenterTier(context.db, { queue, agent: await createCallCenterAgent(context.db, { user, domain }) });
    const asked = await call('DELETE', `/${queue.id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ error: 'Deleting this queue also deletes its 2 tiers', confirm: '2' });
    expect((await call('DELETE', `/${queue.id}?confirm=2`)).statusCode).toBe(204);
    expect((await call('GET', `/${queue.id}`)).statusCode).toBe(404);
  });
});
