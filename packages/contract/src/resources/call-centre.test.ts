import { describe, expect, it } from 'vitest';
import { createSchema, updateSchema, type BodySchema } from '../resource.js';
import { mergeGroup } from '../field-groups.js';
import { dialStringProblem } from '../switch-values.js';
import { callCenterAgents } from './call-center-agents.js';
import { callCenterQueues, QUEUE_PARAMETERS } from './call-center-queues.js';
import { callCenterTiers } from './call-center-tiers.js';

/** The message zod gives at a path, or undefined when the input is accepted there. */
function messageAt(schema: BodySchema, input: Record<string, unknown>, path: string) {
  const result = schema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('an agent contact (a FreeSWITCH dial string)', () => {
  it.each([
    'user/1001@pbx.example.net',
    'user/1001',
    '{leg_timeout=10}sofia/gateway/carrier1/15551234567',
    '{leg_timeout=10,ignore_early_media=true}user/1001@pbx.example.net',
    'sofia/internal/sip:1001@10.0.0.5:5060',
    'loopback/1001/default',
    'error/user_busy',
    'user/1001@${domain_name}',
  ])('takes %s', (contact) => {
    expect(dialStringProblem(contact, 'Contact')).toBeUndefined();
  });

  it.each([
    ['1001', 'Contact must be a FreeSWITCH dial string such as user/1001@pbx.example.net or {leg_timeout=10}sofia/gateway/carrier1/15551234567'],
    [
      'user/1001 @pbx.example.net',
      'Contact must be a FreeSWITCH dial string such as user/1001@pbx.example.net or {leg_timeout=10}sofia/gateway/carrier1/15551234567',
    ],
    [
      'sip:1001@pbx.example.net',
      'Contact must be a FreeSWITCH dial string such as user/1001@pbx.example.net or {leg_timeout=10}sofia/gateway/carrier1/15551234567',
    ],
    [
      'sofia/gateway/carrier1',
      'Contact must be a FreeSWITCH dial string such as user/1001@pbx.example.net or {leg_timeout=10}sofia/gateway/carrier1/15551234567',
    ],
    ['{leg_timeout}user/1001', 'Contact: channel variables go first as {name=value,...}, such as {leg_timeout=10}'],
    ['{leg_timeout=10 user/1001', 'Contact: channel variables go first as {name=value,...}, such as {leg_timeout=10}'],
  ])('refuses %s', (contact, message) => {
    expect(dialStringProblem(contact, 'Contact')).toBe(message);
  });
});

describe('agent schemas', () => {
  const create = createSchema(callCenterAgents);
  const valid = { name: 'ada', user_id: 1, type: 'callback', contact: 'user/1001@pbx.example.net', status: 'Available', domain_id: 2 };

  it('fills the spec timings and enables the agent', () => {
    expect(create.parse(valid)).toMatchObject({
      no_answer_delay_time: 3,
      max_no_answer: 3,
      wrap_up_time: 10,
      reject_delay_time: 10,
      busy_delay_time: 60,
      enabled: true,
    });
  });

  it("requires the spec's fields with its messages", () => {
    expect(messageAt(create, { ...valid, name: ' ' }, 'name')).toBe('Name is required');
    expect(messageAt(create, { ...valid, user_id: undefined }, 'user_id')).toBe('User is required');
    expect(messageAt(create, { ...valid, domain_id: undefined }, 'domain_id')).toBe('Domain is required');
  });

  it("takes only mod_callcenter's types and statuses, and whole timings from 1", () => {
    expect(messageAt(create, { ...valid, type: 'dial-in' }, 'type')).toBe('Type must be callback or uuid-standby');
    expect(messageAt(create, { ...valid, status: 'Busy' }, 'status')).toBe('Status must be one of Logged Out, Available, Available (On Demand), On Break');
    expect(messageAt(create, { ...valid, wrap_up_time: 0 }, 'wrap_up_time')).toBe('Wrap Up Time must be at least 1');
    expect(messageAt(create, { ...valid, max_no_answer: 1.5 }, 'max_no_answer')).toBe('Max No Answer must be a whole number');
  });

  it('keeps FreeSWITCH names plain', () => {
    expect(messageAt(create, { ...valid, name: 'ada obi' }, 'name')).toBe('Name may hold letters, digits, dots, dashes and underscores only');
  });
});

describe('queue parameters', () => {
  const create = createSchema(callCenterQueues);
  const update = updateSchema(callCenterQueues);
  const valid = { name: 'support', domain_id: 1 };

  it('defaults the description, and takes typed parameters', () => {
    const parsed = create.parse({ ...valid, parameters: { strategy: 'round-robin', 'moh-sound': 4, 'tier-rules-apply': true, 'max-wait-time': 120 } });
    expect(parsed).toMatchObject({ description: 'This is a sample queue', enabled: true, parameters: { strategy: 'round-robin', 'moh-sound': 4 } });
  });

  it("takes the tier rules as the spec's yes/no, or as true/false, and keeps them as booleans", () => {
    const rules = { 'tier-rules-apply': 'yes', 'tier-rule-wait-multiply-level': 'no', 'tier-rule-no-agent-no-wait': 'false' };
    expect(create.parse({ ...valid, parameters: rules }).parameters).toMatchObject({
      'tier-rules-apply': true,
      'tier-rule-wait-multiply-level': false,
      'tier-rule-no-agent-no-wait': false,
    });
    expect(update.parse({ parameters: { 'tier-rules-apply': 'true', 'tier-rule-no-agent-no-wait': true } }).parameters).toEqual({
      'tier-rules-apply': true,
      'tier-rule-no-agent-no-wait': true,
    });
  });

  it('refuses an unknown parameter and a wrong type with a sentence', () => {
    expect(messageAt(create, { ...valid, parameters: { 'ring-timeout': 20 } }, 'parameters')).toMatch(
      /^Parameters does not take ring-timeout; it takes strategy, moh-sound, time-base-score, /,
    );
    expect(messageAt(create, { ...valid, parameters: { strategy: 'fastest' } }, 'parameters.strategy')).toMatch(/^Strategy must be one of ring-all, /);
    expect(messageAt(create, { ...valid, parameters: { 'tier-rules-apply': 'maybe' } }, 'parameters.tier-rules-apply')).toBe(
      'Tier Rules Apply must be yes or no',
    );
    expect(messageAt(create, { ...valid, parameters: { 'tier-rules-apply': 1 } }, 'parameters.tier-rules-apply')).toBe('Tier Rules Apply must be yes or no');
    expect(messageAt(create, { ...valid, parameters: { 'max-wait-time': '60' } }, 'parameters.max-wait-time')).toBe('Max Wait Time must be a number');
    expect(messageAt(create, { ...valid, parameters: { 'moh-sound': 'hold.wav' } }, 'parameters.moh-sound')).toBe('The chosen music on hold does not exist');
    expect(messageAt(update, { parameters: ['strategy'] }, 'parameters')).toBe('Parameters must be an object such as {"strategy": …}');
  });

  it("keeps what an edit leaves out, takes a null back to the spec's default, and fills the defaults", () => {
    const stored = { strategy: 'top-down', 'time-base-score': 'system', 'tier-rule-wait-second': 300, 'max-wait-time': 0, 'moh-sound': 4 };
    expect(mergeGroup(QUEUE_PARAMETERS, {}, {})).toEqual({
      strategy: 'ring-progressively',
      'time-base-score': 'queue',
      'tier-rule-wait-second': 300,
      'max-wait-time': 0,
    });
    expect(mergeGroup(QUEUE_PARAMETERS, stored, { 'max-wait-time': 90, strategy: null, 'moh-sound': null })).toEqual({
      strategy: 'ring-progressively',
      'time-base-score': 'system',
      'tier-rule-wait-second': 300,
      'max-wait-time': 90,
    });
  });
});

describe('tier schemas', () => {
  it('defaults level and position to 1, whole from 1, and fixes the agent once made', () => {
    expect(createSchema(callCenterTiers).parse({ agent_id: 3 })).toEqual({ agent_id: 3, level: 1, position: 1, enabled: true });
    expect(messageAt(createSchema(callCenterTiers), { agent_id: 3, level: 0 }, 'level')).toBe('Level must be at least 1');
    expect(messageAt(updateSchema(callCenterTiers), { agent_id: 4 }, 'agent_id')).toBe('Agent can only be set when creating');
  });
});
