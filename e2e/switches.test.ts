import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResponse, startFakeEventSocket, type FakeEventSocket } from '../apps/server/src/test/fake-event-socket.js';
import { useBrowserApp } from './harness.js';

/** What a switch with one profile, a registered gateway and one failing to register answers about itself. */
const SOFIA_STATUS = {
  command: 'sofia.status',
  status: 'success',
  response: {
    profiles: {
      external: {
        status: { type: 'profile', state: 'RUNNING', data: 'sip:mod_sofia@127.0.0.1:5080' },
        gateways: {
          'carrier-a': { type: 'gateway', data: 'sip:acme@127.0.0.1', state: 'REGED' },
          'carrier-b': { type: 'gateway', data: 'sip:acme@127.0.0.2', state: 'FAIL_WAIT', retry: 20 },
        },
      },
    },
  },
};

function answer(command: string) {
  if (command === 'api version') return 'FreeSWITCH Version 1.11.3-dev 64bit (git cc93a68 64bit)';
  if (command === 'api uptime s') return '3600';
  if (command.startsWith('api json {"command":"sofia.status"')) return JSON.stringify(SOFIA_STATUS);
  if (command === 'api show registrations count') return '\n2 total.\n';
  if (command === 'api show calls count') return '\n1 total.\n';
  if (command === 'api module_exists mod_callcenter') return 'false';
  if (command === 'api sofia profile external restart') return 'Reload XML [Success]\nrestarting: external';
  return '+OK';
}

/** A switch's page: is it connected, what runs on it, and a profile restarted only once confirmed. */
describe('switches in the console', () => {
  const harness = useBrowserApp();
  let fake: FakeEventSocket;

  beforeAll(async () => {
    fake = await startFakeEventSocket('switch-password', (command, socket) => socket.write(apiResponse(answer(command))));
  });
  afterAll(() => fake?.close());

  it("adds a switch, shows its live state with a gateway failing to register, and restarts a profile once told it drops the profile's calls", async () => {
    const { page } = await harness.adminPage();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Switches' }).click();
    await nav.getByRole('link', { name: 'All Switches' }).click();
    await page.getByRole('link', { name: 'Add new Switch' }).click();
    await page.getByLabel('Name', { exact: true }).fill('fs1');
    await page.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await page.getByLabel('Port', { exact: true }).fill(String(fake.port));
    await page.getByLabel('Password', { exact: true }).fill('switch-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Switch created successfully').waitFor();

    await page.goto('/switches?page=1');
    await page.getByRole('row', { name: /fs1/ }).click();
    await page.getByRole('status').getByText('Connected: 2 registrations, 1 calls in progress').waitFor({ timeout: 20_000 });
    const gateways = page.getByRole('table', { name: 'Gateways' });
    await gateways.getByRole('row', { name: /carrier-a external REGED/ }).waitFor();
    await gateways
      .getByRole('row', { name: /carrier-b/ })
      .getByText('Failing to register (FAIL_WAIT, next try in 20 s)')
      .waitFor();

    await page.getByRole('button', { name: 'Restart external' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restart external?' });
    await dialog.getByText(/drops every call on it now/).waitFor();
    expect(fake.commands).not.toContain('api sofia profile external restart');
    await dialog.getByRole('button', { name: 'Restart and drop calls' }).click();
    await page.getByText('external is restarting; its calls were dropped').waitFor();
    expect(fake.commands).toContain('api sofia profile external restart');
  });
});
