import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sipProfiles } from '../../db/schema/index.js';
import { useAdminApi } from '../../test/api.js';
import { createGateway } from '../../test/factories.js';

describe('SIP profiles API', () => {
  const api = useAdminApi('/sip_profiles');
  const { context, call, refusal } = api;

  it('creates a profile with port 5060, enabled, its sofia parameters as an object', async () => {
    const response = await call('POST', '', {
      name: 'internal',
      sip_ip: '10.0.0.5',
      hostname: 'switch-1.example.com',
      parameters: { context: 'default', 'rtp-ip': '10.0.0.5', 'ext-rtp-ip': '203.0.113.7', 'auth-calls': 'true' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'internal',
      sip_ip: '10.0.0.5',
      sip_port: 5060,
      enabled: true,
      hostname: 'switch-1.example.com',
      deleted_at: null,
      parameters: { context: 'default', 'rtp-ip': '10.0.0.5', 'ext-rtp-ip': '203.0.113.7', 'auth-calls': 'true' },
      created_by: { firstname: 'Test', lastname: 'admin' },
    });
    const edited = await call('PATCH', `/${response.json().id}`, { sip_port: 5070, sip_ip: '2001:db8::5' });
    expect(edited.json()).toMatchObject({ sip_port: 5070, sip_ip: '2001:db8::5', parameters: { context: 'default' } });
  });

  it('refuses what sofia would reject, with messages a person can act on', async () => {
    expect(await refusal({ sip_ip: '10.0.0.5' })).toBe('Name is required');
    expect(await refusal({ name: 'p1' })).toBe('SIP IP is required');
    expect(await refusal({ name: 'p1', sip_ip: '10.0.0.300' })).toBe('SIP IP must be an IP address');
    expect(await refusal({ name: 'p1', sip_ip: 'switch.example.com' })).toBe('SIP IP must be an IP address');
    expect(await refusal({ name: 'p1', sip_ip: '10.0.0.5', sip_port: 0 })).toBe('SIP port must be at least 1');
    expect(await refusal({ name: 'p1', sip_ip: '10.0.0.5', sip_port: 65536 })).toBe('SIP port must be at most 65535');
    expect(await refusal({ name: 'p1', sip_ip: '10.0.0.5', sip_port: 50.5 })).toBe('SIP port must be a whole number');
    expect(await refusal({ name: 'p1', sip_ip: '10.0.0.5', hostname: 'bad host' })).toBe('Hostname must be a DNS name');
    expect(await refusal({ name: 'bad name', sip_ip: '10.0.0.5' })).toBe('Name may hold letters, digits, dots, dashes and underscores only');
    expect(await refusal({ name: 'p1', sip_ip: '10.0.0.5', parameters: { 'rtp ip': '1' } })).toBe(
      'Parameters: names hold letters, digits and dashes, starting with a letter, at most 64 characters',
    );
    expect(await refusal({ name: 'p1', sip_ip: '10.0.0.5', parameters: ['context'] })).toBe(
      'Parameters must be a JSON object of text values, like {"context": "public"}',
    );
  });

  it('answers 409 for a name in use, and frees the name of a deleted profile', async () => {
    const first = (await call('POST', '', { name: 'external', sip_ip: '10.0.0.5', sip_port: 5080 })).json();
    const taken = await call('POST', '', { name: 'external', sip_ip: '10.0.0.6' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'A SIP profile named external already exists', fields: { name: 'A SIP profile named external already exists' } });
    expect((await call('DELETE', `/${first.id}`)).statusCode).toBe(204);
    expect((await call('POST', '', { name: 'external', sip_ip: '10.0.0.6' })).statusCode).toBe(201);
  });

  it('soft-deletes: the row stays with deleted_at, and vanishes from the list, the detail, edits and lookups', async () => {
    const profile = (await call('POST', '', { name: 'retired', sip_ip: '10.0.0.7' })).json();
    expect((await call('DELETE', `/${profile.id}`)).statusCode).toBe(204);
    const [stored] = await context.db.select().from(sipProfiles).where(eq(sipProfiles.id, profile.id));
    expect(stored.deleted_at).toBeInstanceOf(Date);

    expect((await call('GET', `/${profile.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/${profile.id}`)).json()).toEqual({ error: 'SIP Profile was not found' });
    expect((await call('PATCH', `/${profile.id}`, { description: 'back?' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${profile.id}`)).statusCode).toBe(404);
    const list = (await call('GET', '?search=retired')).json();
    expect(list).toEqual({ results: [], total: 0 });

    const gateway = await context.app.inject({
      method: 'POST',
      url: '/api/v1/gateways',
      headers: api.admin,
      payload: { name: 'gw', profile_id: profile.id, enabled: true },
    });
    expect(gateway.statusCode).toBe(400);
    expect(gateway.json().error).toBe('The chosen SIP profile does not exist');
  });

  it('refuses with 409 to delete a profile a gateway uses, naming the gateways', async () => {
    const profile = (await call('POST', '', { name: 'carriers', sip_ip: '10.0.0.8' })).json();
    await createGateway(context.db, { profile_id: profile.id });
    const refused = await call('DELETE', `/${profile.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('It is still used by gateways; remove or reassign them first');
    expect((await call('GET', `/${profile.id}`)).statusCode).toBe(200);
  });
});
