import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { EslEvent } from '../event-socket/esl-connection.js';
import { apiResponse, eventFrame, startFakeEventSocket, type FakeEventSocket } from '../test/fake-event-socket.js';
import { DEFAULT_LINK_TIMINGS, keepSwitchConnected, type KeptSwitch } from './switch-connection.js';

/** The switch's heartbeat, as FreeSWITCH sends it every 20 s by default. */
const heartbeat = (uptimeMs: number) => eventFrame({ 'Event-Name': 'HEARTBEAT', 'Up-Time': '0 years, 0 days, 2 hours', 'Uptime-msec': String(uptimeMs) });

describe('a kept switch connection: the heartbeat', () => {
  let fake: FakeEventSocket | undefined;
  let kept: KeptSwitch | undefined;
  afterEach(async () => {
    kept?.close();
    await fake?.close();
  });

  it('always subscribes to HEARTBEAT, and takes the uptime and the last moment seen from it', async () => {
    let socket: Socket | undefined;
    fake = await startFakeEventSocket('beat', (command, client) => {
      socket = client;
      client.write(apiResponse(command === 'api version' ? 'FreeSWITCH Version 1.11.3-dev' : command === 'api uptime s' ? '60' : '+OK'));
    });
    const events: EslEvent[] = [];
    kept = keepSwitchConnected({
      target: { host: fake.host, port: fake.port, password: fake.password },
      timings: DEFAULT_LINK_TIMINGS,
      subscriptions: () => ['CHANNEL_CREATE'],
      onReady: async () => undefined,
      onEvent: (event) => events.push(event),
      log: () => undefined,
    });
    await expect.poll(() => kept!.state().connected).toBe(true);
    expect(fake.commands).toContain('event json CHANNEL_CREATE HEARTBEAT');
    expect(kept.state().uptimeSeconds).toBe(60);
    const connectedAt = kept.state().lastSeenAt!.getTime();

    await new Promise((resolve) => setTimeout(resolve, 20));
    socket!.write(heartbeat(7_200_000));
    await expect.poll(() => kept!.state().uptimeSeconds).toBe(7_200);
    expect(kept.state().lastSeenAt!.getTime()).toBeGreaterThan(connectedAt);
    // Whoever subscribed to it hears it too.
    expect(events.map((event) => event.name)).toEqual(['HEARTBEAT']);
  });
});
