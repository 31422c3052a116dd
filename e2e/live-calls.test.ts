import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResponse, eventFrame, startFakeEventSocket, type FakeEventSocket } from '../apps/server/src/test/fake-event-socket.js';
import { useBrowserApp } from './harness.js';

/** What a switch with nothing running answers about itself. */
function answer(command: string) {
  if (command === 'api version') return 'FreeSWITCH Version 1.11.3-dev';
  if (command === 'api uptime s') return '60';
  if (command.startsWith('api json {"command":"sofia.status"'))
    return JSON.stringify({ command: 'sofia.status', status: 'success', response: { profiles: {} } });
  if (command === 'api module_exists mod_callcenter') return 'false';
  return '+OK';
}

/** The Live Calls page follows the switch's events as they come, and hangs up a call once confirmed. */
describe('live calls in the console', () => {
  const harness = useBrowserApp();
  let fake: FakeEventSocket;
  let switchSocket: Socket | undefined;

  beforeAll(async () => {
    fake = await startFakeEventSocket('live-password', (command, socket) => {
      switchSocket = socket;
      socket.write(apiResponse(answer(command)));
    });
  });
  afterAll(() => fake?.close());

  const send = (name: string, uuid: string, fields: Record<string, string> = {}) =>
    switchSocket!.write(eventFrame({ 'Event-Name': name, 'Unique-ID': uuid, 'FreeSWITCH-Hostname': 'fs-live', ...fields }));

  it('shows a call as it rings and talks, and drops it when the switch ends it after Hang up', async () => {
    const { page } = await harness.adminPage();
    const created = await page.evaluate(
      async (target) =>
        (
          await fetch('/api/v1/switches', {
            method: 'POST',
            headers: { Authorization: `Bearer ${sessionStorage.getItem('rl_access_token') ?? ''}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: 'fs-live', host: '127.0.0.1', port: target.port, password: target.password, enabled: true }),
          })
        ).status,
      { port: fake.port, password: fake.password },
    );
    expect(created).toBe(201);
    await expect.poll(() => fake.commands.some((command) => command.includes('CHANNEL_HANGUP_COMPLETE')), { timeout: 15_000 }).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Live Calls' }).click();
    await page.getByText('No calls in progress').waitFor();

    const uuid = randomUUID();
    send('CHANNEL_CREATE', uuid, { 'Call-Direction': 'inbound', 'Caller-Caller-ID-Number': '1001', 'Caller-Destination-Number': '2348031234567' });
    const row = page.getByRole('table', { name: 'Calls in progress' }).getByRole('row', { name: /1001 2348031234567/ });
    await row.getByText('Ringing').waitFor();
    await page.getByText('1 call in progress').waitFor();
    send('CHANNEL_ANSWER', uuid);
    await row.getByText('Talking').waitFor();
    await row.getByText('fs-live').waitFor();

    await row.getByRole('button', { name: 'Hang up the call from 1001 to 2348031234567' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hang up this call?' });
    expect(fake.commands.some((command) => command.startsWith('api uuid_kill'))).toBe(false);
    await dialog.getByRole('button', { name: 'Hang up' }).click();
    await page.getByText(`Call ${uuid} is hanging up`).waitFor();
    expect(fake.commands).toContain(`api uuid_kill ${uuid} NORMAL_CLEARING`);
    send('CHANNEL_HANGUP_COMPLETE', uuid);
    await page.getByText('No calls in progress').waitFor();
  });
});
