import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gateways } from '../../db/schema/index.js';
import { createSecretBox } from '../../secret-box.js';
import { useAdminApi } from '../../test/api.js';
import { createGateway, createSipProfile } from '../../test/factories.js';

const encryptionKey = randomBytes(32);

describe('gateways API', () => {
  const api = useAdminApi('/gateways', { encryptionKey });
  const { context, call, refusal } = api;
  let profileId: number;

  beforeAll(async () => {
    profileId = (await createSipProfile(context.db)).id;
  });

  const storedPassword = async (id: number) => (await context.db.select({ password: gateways.password }).from(gateways).where(eq(gateways.id, id)))[0].password;

  it('requires a name, a SIP profile and enabled', async () => {
    expect(await refusal({ profile_id: profileId, enabled: true })).toBe('Name is required');
    expect(await refusal({ name: 'carrier-a', enabled: true })).toBe('SIP profile is required');
    expect(await refusal({ name: 'carrier-a', profile_id: profileId })).toBe('Enabled is required');
    expect(await refusal({ name: 'carrier-a', profile_id: profileId, enabled: 'yes' })).toBe('Enabled must be true or false');
    expect(await refusal({ name: 'carrier-a', profile_id: 2147483000, enabled: true })).toBe('The chosen SIP profile does not exist');
    expect(await refusal({ name: 'carrier-a', profile_id: profileId, enabled: true, inbound_variables: { '1x': 'y' } })).toBe(
      'Inbound Variables: names hold letters, digits and underscores, not starting with a digit, at most 64 characters',
    );
    expect(await refusal({ name: 'carrier-a', profile_id: profileId, enabled: true, parameters: { password: 'plain' } })).toBe(
      'Put the password in the Password field, where it is stored encrypted',
    );
  });

  it('stores the password sealed with AES-256-GCM and never answers it, in lists or otherwise', async () => {
    const password = 'Carrier-Secret-42';
    const response = await call('POST', '', {
      name: 'carrier-a',
      profile_id: profileId,
      enabled: true,
      password,
      parameters: { username: 'acme', realm: 'sip.carrier.example', register: 'true', 'expire-seconds': '3600' },
      outbound_variables: { sip_cid_type: 'pid' },
    });
    expect(response.statusCode).toBe(201);
    const gateway = response.json();
    expect(gateway).toMatchObject({ name: 'carrier-a', enabled: true, profile: { name: expect.any(String) }, outbound_variables: { sip_cid_type: 'pid' } });
    expect(gateway).not.toHaveProperty('password');
    expect(response.body).not.toContain(password);

    const stored = await storedPassword(gateway.id);
    expect(stored).not.toContain(password);
    expect(stored).toMatch(/^v1:/);
    expect(createSecretBox(encryptionKey).open(stored ?? '')).toBe(password);

    const list = await call('GET', '?search=carrier-a');
    expect(list.json().results).toHaveLength(1);
    expect(list.json().results[0]).not.toHaveProperty('password');
    expect(list.body).not.toContain(password);
    expect((await call('GET', `/${gateway.id}`)).body).not.toContain(password);
  });

  it('keeps the password when an edit leaves it out, seals a new one, and clears it with null', async () => {
    const gateway = (await call('POST', '', { name: 'carrier-b', profile_id: profileId, enabled: true, password: 'first-secret' })).json();
    const sealed = await storedPassword(gateway.id);
    expect((await call('PATCH', `/${gateway.id}`, { enabled: false })).json().enabled).toBe(false);
    expect(await storedPassword(gateway.id)).toBe(sealed);
    await call('PATCH', `/${gateway.id}`, { password: 'second-secret' });
    const resealed = await storedPassword(gateway.id);
    expect(createSecretBox(encryptionKey).open(resealed ?? '')).toBe('second-secret');
    await call('PATCH', `/${gateway.id}`, { password: null });
    expect(await storedPassword(gateway.id)).toBeNull();
  });

  it('keeps names unique within a profile, not across profiles', async () => {
    await call('POST', '', { name: 'shared', profile_id: profileId, enabled: true });
    const taken = await call('POST', '', { name: 'shared', profile_id: profileId, enabled: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('A gateway named shared already exists on this SIP profile');
    const other = await createSipProfile(context.db);
    expect((await call('POST', '', { name: 'shared', profile_id: other.id, enabled: true })).statusCode).toBe(201);
  });

  it('refuses with 409 to delete a gateway a trunk uses, as its gateway or its failover', async () => {
    const failover = await createGateway(context.db, { profile_id: profileId });
    const main = await createGateway(context.db, { profile_id: profileId });
    const trunk = await context.app.inject({
      method: 'POST',
      url: '/api/v1/trunks',
      headers: api.admin,
      payload: { gateway_id: main.id, failover_gateway_1: failover.id },
    });
    expect(trunk.statusCode).toBe(201);
    for (const id of [main.id, failover.id]) {
      const refused = await call('DELETE', `/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('It is still used by trunks; remove or reassign them first');
    }
    const unused = await createGateway(context.db, { profile_id: profileId });
    expect((await call('DELETE', `/${unused.id}`)).statusCode).toBe(204);
  });
});
