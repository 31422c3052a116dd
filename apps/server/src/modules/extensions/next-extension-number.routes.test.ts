import { beforeAll, describe, expect, it } from 'vitest';
import { extensionDevices } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createDomain, createExtension, createUser, signIn } from '../../test/factories.js';

describe('GET /extensions/next_number', () => {
  const context = useTestApp();
  let admin: Record<string, string>;
  let selfService: Record<string, string>;

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    selfService = (await signIn(context.app, await createUser(context.db, 'user'))).headers;
  });

  const next = (query: string, headers = admin) => context.app.inject({ method: 'GET', url: `/api/v1/extensions/next_number${query}`, headers });

  it('starts a domain at 1001, then follows its highest number, extensions and devices alike, ignoring names and phone numbers', async () => {
    const domain = await createDomain(context.db, { is_primary: false });
    expect((await next(`?domain_id=${domain.id}`)).json()).toEqual({ username: '1001' });

    const { account } = await createCallAccountWithAccount(context.db);
    const extension = await createExtension(context.db, { account, domain }, { username: '2040' });
    await createExtension(context.db, { account, domain }, { username: 'reception' });
    await createExtension(context.db, { account, domain }, { username: '2348035550199' });
    expect((await next(`?domain_id=${domain.id}`)).json()).toEqual({ username: '2041' });
    await context.db.insert(extensionDevices).values({ extension_id: extension.id, domain_id: domain.id, username: '2107', password: 'sealed' });
    expect((await next(`?domain_id=${domain.id}`)).json()).toEqual({ username: '2108' });

    // Another domain numbers on its own.
    const other = await createDomain(context.db, { is_primary: false });
    expect((await next(`?domain_id=${other.id}`)).json()).toEqual({ username: '1001' });
  });

  it('reads the primary domain when none is named, refuses a bad id, and those who may not list extensions', async () => {
    const withoutPrimary = await next('');
    expect(withoutPrimary.statusCode).toBe(400);
    expect(withoutPrimary.json().error).toBe('There is no domain yet: create one under Domains first');
    await createDomain(context.db);
    expect((await next('')).json()).toEqual({ username: '1001' });
    const bad = await next('?domain_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/domain_id must be a number/);
    expect((await next('', selfService)).statusCode).toBe(403);
  });
});
