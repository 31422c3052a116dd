import { describe, expect, it } from 'vitest';
import { planCallCentre } from './call-centre-sync.js';
import { gatewayChangeCommands, profileChangeCommands } from './sofia-sync.js';
import { readConfigChange } from './config-announcements.js';
import type { CallCentreAgent } from '../configuration/callcenter-conf.js';

const gateway = (name: string, enabled = true, profile = 'external') => ({ name, profile, enabled });
const agent = (name: string, overrides: Partial<CallCentreAgent> = {}): CallCentreAgent => ({
  name,
  type: 'callback',
  contact: `user/${name}`,
  status: 'Available',
  maxNoAnswer: 3,
  wrapUpTime: 10,
  rejectDelayTime: 10,
  busyDelayTime: 60,
  noAnswerDelayTime: 3,
  ...overrides,
});
const onSwitch = (name: string, overrides: Record<string, string> = {}) => ({
  name,
  type: 'callback',
  contact: `user/${name}`,
  status: 'On Break',
  max_no_answer: '3',
  wrap_up_time: '10',
  reject_delay_time: '10',
  busy_delay_time: '60',
  no_answer_delay_time: '3',
  ...overrides,
});
const none = { agents: new Set<string>(), queues: new Set<string>() };

describe('what a change sends the switch', () => {
  it('starts a new gateway, restarts a changed one and kills a disabled or deleted one', () => {
    expect(gatewayChangeCommands({ kind: 'gateway', old: null, new: gateway('a') })).toEqual(['sofia profile external startgw a']);
    expect(gatewayChangeCommands({ kind: 'gateway', old: gateway('a'), new: gateway('b', true, 'internal') })).toEqual([
      'sofia profile external killgw a',
      'sofia profile internal startgw b',
    ]);
    expect(gatewayChangeCommands({ kind: 'gateway', old: gateway('a'), new: gateway('a', false) })).toEqual(['sofia profile external killgw a']);
    expect(gatewayChangeCommands({ kind: 'gateway', old: gateway('a', false), new: null })).toEqual([]);
  });

  it('starts a new or renamed profile, rescans a changed one, and never stops one by itself', () => {
    expect(profileChangeCommands({ kind: 'profile', old: null, new: { name: 'p', live: true } })).toEqual(['sofia profile p start']);
    expect(profileChangeCommands({ kind: 'profile', old: { name: 'p', live: true }, new: { name: 'p', live: true } })).toEqual(['sofia profile p rescan']);
    expect(profileChangeCommands({ kind: 'profile', old: { name: 'p', live: true }, new: { name: 'q', live: true } })).toEqual(['sofia profile q start']);
    expect(profileChangeCommands({ kind: 'profile', old: { name: 'p', live: true }, new: { name: 'p', live: false } })).toEqual([]);
  });

  it('reads what PostgreSQL announces, and nothing else', () => {
    expect(readConfigChange('{"kind":"agent","name":"ada@pbx"}')).toEqual({ kind: 'agent', name: 'ada@pbx' });
    expect(readConfigChange('{"kind":"nope"}')).toBeUndefined();
    expect(readConfigChange('not json')).toBeUndefined();
  });
});

describe("bringing mod_callcenter to Ringledger's call centre", () => {
  it("deletes what Ringledger no longer holds and adds what is missing, leaving an unchanged agent's status alone", () => {
    const commands = planCallCentre(
      { queues: ['q@d', 'new@d'], agents: [agent('ada@d'), agent('bo@d')], tiers: [{ queue: 'q@d', agent: 'ada@d', level: 1, position: 2 }] },
      { queues: ['q@d', 'old@d'], agents: [onSwitch('ada@d'), onSwitch('gone@d')], tiers: [{ queue: 'old@d', agent: 'ada@d', level: '1', position: '1' }] },
      none,
    );
    expect(commands).toEqual([
      'callcenter_config queue unload old@d',
      'callcenter_config agent del gone@d',
      'callcenter_config agent reload bo@d',
      'callcenter_config queue load new@d',
      'callcenter_config tier del old@d ada@d',
      'callcenter_config tier add q@d ada@d 1 2',
    ]);
  });

  it('reloads an agent whose settings differ or that was written in Ringledger, a queue written in Ringledger, and moves a tier', () => {
    const commands = planCallCentre(
      { queues: ['q@d'], agents: [agent('ada@d', { contact: 'user/2002@d' }), agent('bo@d')], tiers: [{ queue: 'q@d', agent: 'bo@d', level: 2, position: 1 }] },
      { queues: ['q@d'], agents: [onSwitch('ada@d'), onSwitch('bo@d')], tiers: [{ queue: 'q@d', agent: 'bo@d', level: '1', position: '1' }] },
      { agents: new Set(['bo@d']), queues: new Set(['q@d']) },
    );
    expect(commands).toEqual([
      'callcenter_config agent reload ada@d',
      'callcenter_config agent reload bo@d',
      'callcenter_config queue reload q@d',
      'callcenter_config tier set level q@d bo@d 2',
    ]);
  });
});
