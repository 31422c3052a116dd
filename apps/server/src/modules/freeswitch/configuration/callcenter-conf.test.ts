import { describe, expect, it } from 'vitest';
import { callcenterConfiguration, type CallCentreAgent, type CallCentreQueue } from './callcenter-conf.js';

const queue = (overrides: Partial<CallCentreQueue> = {}): CallCentreQueue => ({
  name: 'support@pbx.example.net',
  parameters: { strategy: 'ring-progressively', 'time-base-score': 'queue', 'tier-rule-wait-second': 300, 'max-wait-time': 0 },
  mohSoundLocation: null,
  ...overrides,
});
const agent: CallCentreAgent = {
  name: 'ada@pbx.example.net',
  type: 'callback',
  contact: '{leg_timeout=10}user/1001@pbx.example.net',
  status: 'Available',
  maxNoAnswer: 3,
  wrapUpTime: 10,
  rejectDelayTime: 10,
  busyDelayTime: 60,
  noAnswerDelayTime: 3,
};
const tier = { agent: 'ada@pbx.example.net', queue: 'support@pbx.example.net', level: 2, position: 3 };

describe('callcenter.conf', () => {
  it("writes the queues, agents and tiers in mod_callcenter's vocabulary", () => {
    const xml = callcenterConfiguration({ queues: [queue()], agents: [agent], tiers: [tier], withStatus: true });
    expect(xml).toBe(
      '<document type="freeswitch/xml"><section name="configuration">' +
        '<configuration name="callcenter.conf" description="CallCenter (Ringledger)">' +
        '<settings><param name="truncate-agents-on-load" value="true"/><param name="truncate-tiers-on-load" value="true"/></settings>' +
        '<queues><queue name="support@pbx.example.net">' +
        '<param name="strategy" value="ring-progressively"/><param name="time-base-score" value="queue"/>' +
        '<param name="tier-rule-wait-second" value="300"/><param name="max-wait-time" value="0"/></queue></queues>' +
        '<agents><agent name="ada@pbx.example.net" type="callback" contact="{leg_timeout=10}user/1001@pbx.example.net" status="Available" ' +
        'max-no-answer="3" wrap-up-time="10" reject-delay-time="10" busy-delay-time="60" no-answer-delay-time="3"/></agents>' +
        '<tiers><tier agent="ada@pbx.example.net" queue="support@pbx.example.net" level="2" position="3"/></tiers>' +
        '</configuration></section></document>',
    );
  });

  it('writes yes/no settings as the true/false mod_callcenter reads, however they were stored', () => {
    const parameters = { 'tier-rules-apply': 'yes', 'tier-rule-wait-multiply-level': false, 'tier-rule-no-agent-no-wait': 'no' };
    const xml = callcenterConfiguration({ queues: [queue({ parameters })], agents: [], tiers: [], withStatus: true });
    expect(xml).toContain(
      '<param name="tier-rules-apply" value="true"/><param name="tier-rule-wait-multiply-level" value="false"/><param name="tier-rule-no-agent-no-wait" value="false"/>',
    );
  });

  it("writes the music on hold as its file's location on the switch, and leaves out a file that is gone or a name it does not know", () => {
    const playing = callcenterConfiguration({
      queues: [queue({ parameters: { 'moh-sound': 7, 'not-a-param': 'x' }, mohSoundLocation: '/sounds/ringledger/callcenter/a b&c.wav' })],
      agents: [],
      tiers: [],
      withStatus: true,
    });
    expect(playing).toContain('<queue name="support@pbx.example.net"><param name="moh-sound" value="/sounds/ringledger/callcenter/a b&amp;c.wav"/></queue>');
    expect(playing).not.toContain('not-a-param');
    const gone = callcenterConfiguration({ queues: [queue({ parameters: { 'moh-sound': 7 } })], agents: [], tiers: [], withStatus: true });
    expect(gone).toContain('<queues><queue name="support@pbx.example.net"/></queues>');
  });

  it("leaves agents' status out of a queue's own answer, and writes empty lists rather than none", () => {
    const xml = callcenterConfiguration({ queues: [queue()], agents: [agent], tiers: [], withStatus: false });
    expect(xml).not.toContain('status=');
    expect(xml).toContain('<tiers/>');
    expect(callcenterConfiguration({ queues: [], agents: [], tiers: [], withStatus: true })).toContain('<queues/><agents/><tiers/>');
  });
});
