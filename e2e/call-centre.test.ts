import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callCenterAgents, callCenterQueues, callCenterTiers, domains } from '../apps/server/src/db/schema/index.js';
import { sineWav } from '../apps/server/src/modules/audio-files/sine-wav.js';
import { toastWith, useBrowserApp } from './harness.js';
import { deleteRow, leaveEmpty, pickLookup } from './form-steps.js';

describe('the call centre in the console', () => {
  const harness = useBrowserApp();

  const primaryDomain = async () => (await harness.db.select().from(domains).where(eq(domains.is_primary, true)))[0];

  it('creates a queue playing an uploaded music file, adds a tier, views and edits it, and lists the queue agents', async () => {
    const { page } = await harness.adminPage();
    const domain = await primaryDomain();

    await page.goto('/call_center/queues?page=1');
    await page.getByRole('heading', { name: 'Call Center Queues' }).waitFor();
    await page.getByRole('link', { name: 'Add new Queue' }).click();
    await page.waitForURL('**/call_center/queues/new');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await leaveEmpty(page, 'Name');
    await page.getByText('Queue name is required').waitFor();
    expect(await page.getByLabel('Description').inputValue()).toBe('This is a sample queue');
    expect(await page.getByLabel('Strategy').inputValue()).toBe('ring-progressively');
    expect(await page.getByLabel('Tier Rule Wait Second').inputValue()).toBe('300');
    await page.getByLabel('Name', { exact: true }).fill('billing');
    await pickLookup(page, 'Domain', domain.name);
    await page.getByLabel('Strategy').selectOption('round-robin');
    await page.getByLabel('Max Wait Time', { exact: true }).fill('120');
    await page.getByLabel('Tier Rules Apply').selectOption('true');
    // Music on hold uploaded from the form lands in the lookup at once.
    await page.getByLabel('Upload a new .wav').setInputFiles({ name: 'billing-hold.wav', mimeType: 'audio/wav', buffer: sineWav({ seconds: 1 }) });
    await toastWith(page, 'billing-hold.wav uploaded').waitFor();
    await expect.poll(() => page.getByLabel('Music On Hold').inputValue()).toBe('billing-hold.wav');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toastWith(page, 'Queue created successfully').waitFor();
    await page.waitForURL('**/call_center/queues?page=1');
    const [queue] = await harness.db.select().from(callCenterQueues).where(eq(callCenterQueues.name, 'billing'));
    expect(queue.parameters).toMatchObject({ strategy: 'round-robin', 'max-wait-time': 120, 'tier-rules-apply': true, 'time-base-score': 'queue' });
    expect(queue.moh_sound_id).toEqual(expect.any(Number));

    const row = page.getByRole('row', { name: /billing/ });
    await row.getByText('billing-hold.wav').waitFor();
    await row.getByText('billing', { exact: true }).click();
    await page.waitForURL(`**/call_center/queue/${queue.id}`);
    await page.getByText('moh-sound').waitFor();
    await page.getByRole('tab', { name: 'Queue Tiers' }).click();
    await page.getByRole('link', { name: 'Add new Queue Tier' }).click();
    await page.waitForURL(`**/call_center/queues/${queue.id}/tiers/new`);
    await page.getByRole('heading', { name: 'Add new Queue Tier' }).waitFor();
    expect(await page.getByLabel('Level').inputValue()).toBe('1');
    await pickLookup(page, 'Agent', 'ada');
    await page.getByLabel('Level').fill('2');
    await save.click();
    await toastWith(page, 'Queue Tier created successfully').waitFor();
    await page.waitForURL(`**/call_center/queues/${queue.id}/tiers?page=1`);
    const [tier] = await harness.db.select().from(callCenterTiers).where(eq(callCenterTiers.queue_id, queue.id));
    expect(tier).toMatchObject({ level: 2, position: 1 });

    await page.getByRole('row', { name: /ada/ }).getByText('ada', { exact: true }).click();
    await page.waitForURL(`**/call_center/queues/${queue.id}/tiers/${tier.id}`);
    await page.getByRole('button', { name: 'Edit Tier' }).click();
    await page.getByLabel('Position').fill('3');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Tier updated successfully').waitFor();
    // The tier stays in view with its new values; the edit panel closes.
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await harness.db.select().from(callCenterTiers).where(eq(callCenterTiers.id, tier.id)))[0].position).toBe(3);
    expect(new URL(page.url()).pathname).toBe(`/call_center/queues/${queue.id}/tiers/${tier.id}`);

    // Spec §2's other path to the same tier.
    await page.goto(`/call_center/queue/${queue.id}/tiers/${tier.id}`);
    await page.getByRole('button', { name: 'Edit Tier' }).waitFor();

    await page.goto(`/call_center/queue/${queue.id}`);
    // Spec §3's queue agent columns, the agent's timings among them.
    await page.getByRole('columnheader', { name: 'Wrap Up Time' }).waitFor();
    const agentRow = page.getByRole('row', { name: /ada/ });
    await agentRow.getByText('ada', { exact: true }).click();
    await page.waitForURL(/\/call_center\/queues\/\d+\/agents\/\d+$/);
    await page.getByRole('heading', { name: 'Call Center Agent ada' }).waitFor();

    // A music file already uploaded is picked on the queue's edit page.
    await page.goto(`/call_center/queues/${queue.id}`);
    await pickLookup(page, 'Music On Hold', 'hold-music-loop.wav');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Queue updated successfully').waitFor();
    await page.waitForURL('**/call_center/queues?page=1');
    await page
      .getByRole('row', { name: /billing/ })
      .getByText('hold-music-loop.wav')
      .waitFor();
  });

  it('lists, creates, edits and deletes call-centre agents', async () => {
    const { page } = await harness.adminPage();
    const domain = await primaryDomain();

    await page.goto('/call_center/agents?page=1');
    await page.getByRole('heading', { name: 'Call Center Agents' }).waitFor();
    await page.getByRole('row', { name: /ada/ }).first().waitFor();
    await page.getByRole('link', { name: 'Add new Call Center Agent' }).click();
    await page.waitForURL('**/call_center/agents/new');
    await leaveEmpty(page, 'Name');
    await page.getByText('Name is required').waitFor();
    await leaveEmpty(page, 'User');
    await page.getByText('User is required').waitFor();
    for (const [label, value] of [
      ['No Answer Delay Time', '3'],
      ['Max No Answer', '3'],
      ['Wrap Up Time', '10'],
      ['Reject Delay Time', '10'],
      ['Busy Delay Time', '60'],
    ]) {
      expect(await page.getByLabel(label).inputValue(), label).toBe(value);
    }
    await page.getByLabel('Name', { exact: true }).fill('grace');
    await pickLookup(page, 'User', 'Ada Agent');
    await page.getByLabel('Type').selectOption('callback');
    const contact = page.getByLabel('Contact');
    await contact.fill('1001');
    await contact.blur();
    await page.getByText(/^Contact must be a FreeSWITCH dial string/).waitFor();
    await contact.fill(`{leg_timeout=15}user/1002@${domain.name}`);
    await page.getByLabel('Status').selectOption('Available');
    await pickLookup(page, 'Domain', domain.name);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toastWith(page, 'Call Center Agent created successfully').waitFor();
    await page.waitForURL('**/call_center/agents?page=1');

    const [agent] = await harness.db.select().from(callCenterAgents).where(eq(callCenterAgents.name, 'grace'));
    await page.getByRole('row', { name: /grace/ }).getByText('grace', { exact: true }).click();
    await page.waitForURL(`**/call_center/agent/${agent.id}`);
    await page.getByText('Ada Agent').first().waitFor();
    await page.getByText(domain.name).first().waitFor();
    await page.getByRole('link', { name: 'Edit Call Center Agent' }).click();
    await page.waitForURL(`**/call_center/agents/${agent.id}`);
    await page.getByLabel('Status').selectOption('On Break');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Call Center Agent updated successfully').waitFor();
    await page.waitForURL('**/call_center/agents?page=1');
    expect((await harness.db.select().from(callCenterAgents).where(eq(callCenterAgents.id, agent.id)))[0].status).toBe('On Break');

    await deleteRow(page, page.getByRole('row', { name: /grace/ }));
    await toastWith(page, 'Call Center Agent deleted successfully').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /grace/ }).count()).toBe(0);
  });
});
