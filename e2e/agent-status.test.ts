import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callCenterAgents, users } from '../apps/server/src/db/schema/index.js';
import { createCallCenterAgent, createCallCenterQueue, createCallCenterTier, createDomain } from '../apps/server/src/test/factories.js';
import { dismissTip, toastWith, useBrowserApp } from './harness.js';

describe("a call-centre agent's own status", () => {
  const harness = useBrowserApp();

  it('shows the signed-in agent their status and queues on the dashboard, and changes it there', async () => {
    const person = await harness.createUser('agent');
    const [user] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    const domain = await createDomain(harness.db, { is_primary: false });
    const agent = await createCallCenterAgent(harness.db, { user, domain }, { status: 'Available' });
    const queue = await createCallCenterQueue(harness.db, domain, { name: 'support' });
    await createCallCenterTier(harness.db, { queue, agent });

    const { page } = await harness.signedInPage(person);
    await dismissTip(page);
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'My Call-Centre Status' });
    await panel.getByText(`${agent.name}@${domain.name}`).waitFor();
    await panel.getByText('No connected switch reports this agent').waitFor();
    expect(await panel.getByRole('list', { name: /Queues of/ }).innerText()).toBe(`support@${domain.name}: waiting callers unknown`);

    const status = panel.getByLabel('Status', { exact: true });
    expect(await status.inputValue()).toBe('Available');
    await status.selectOption('On Break');
    await toastWith(page, `is now On Break`).waitFor();
    const [row] = await harness.db.select({ status: callCenterAgents.status }).from(callCenterAgents).where(eq(callCenterAgents.id, agent.id));
    expect(row.status).toBe('On Break');
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'My Call-Centre Status' }).getByLabel('Status', { exact: true }).inputValue()).toBe('On Break');
  });

  it('shows nothing of the kind to someone who is no agent', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/dashboard');
    await page.getByText(/Days and hours in/).waitFor();
    expect(await page.getByRole('region', { name: 'My Call-Centre Status' }).count()).toBe(0);
  });
});
