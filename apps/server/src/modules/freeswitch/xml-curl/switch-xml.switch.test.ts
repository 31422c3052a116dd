import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithSwitch } from '../../../test/freeswitch/switch-availability.js';
import { startFreeswitch, type RunningSwitch } from '../../../test/freeswitch/freeswitch-process.js';
import { useListeningTestApp } from '../../../test/freeswitch/listening-app.js';
import { freeSipPort } from '../../../test/freeswitch/free-ports.js';
import { createGateway, createSipProfile } from '../../../test/factories.js';
import { SWITCH } from '../../../test/call-world.js';

describeWithSwitch('a real FreeSWITCH with deploy/freeswitch', (tools) => {
  const context = useListeningTestApp();
  const lookups: number[] = [];
  const profile = { name: '', port: 0 };
  let freeswitch: RunningSwitch;

  beforeAll(async () => {
    // What reached the server as the switch sent it, seen from Node's HTTP server rather than from inside the app.
    subscribe('http.server.response.finish', (message) => {
      const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
      if (request.url === '/api/v1/freeswitch/xml') lookups.push(response.statusCode);
    });
    profile.port = await freeSipPort();
    const row = await createSipProfile(context.db, { sip_ip: '127.0.0.1', sip_port: profile.port });
    profile.name = row.name;
    await createGateway(context.db, { name: 'carrier-smoke', profile_id: row.id, parameters: { proxy: '127.0.0.1:5999' } });
    freeswitch = await startFreeswitch(tools, { ringledgerUrl: context.url, credentials: SWITCH });
  }, 90_000);
  afterAll(() => freeswitch?.stop(), 30_000);

  it('asks Ringledger for its configuration with the credentials it was given', async () => {
    expect(await freeswitch.api('status')).toMatch(/FreeSWITCH \(Version 1\.\d+/);
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.every((status) => status === 200)).toBe(true);
    expect(await freeswitch.api('module_exists mod_json_cdr')).toMatch(/true/);
  });

  it("runs the SIP profile Ringledger holds, on its address and port, with the profile's gateway", async () => {
    await freeswitch.waitFor('sofia status', new RegExp(`${profile.name}\\s+profile\\s+sip:mod_sofia@127\\.0\\.0\\.1:${profile.port}\\s+RUNNING`));
    expect(await freeswitch.api('sofia status gateway carrier-smoke')).toMatch(/State\s+NOREG/);
  });
});
