import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/api.js';
import { createAccount, createGateway } from '../../test/factories.js';

describe('trunks API', () => {
  const api = useAdminApi('/trunks');
  const { context, call, refusal } = api;
  let gateway: { id: number; name: string };

  beforeAll(async () => {
    gateway = await createGateway(context.db);
  });

  it('needs only a gateway; a blank enabled means enabled, and answers carry gateway {name}', async () => {
    expect(await refusal({})).toBe('Gateway is required');
    const response = await call('POST', '', { gateway_id: gateway.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      gateway_id: gateway.id,
      gateway: { name: gateway.name },
      enabled: true,
      leg_timeout: 0,
      precedence: 0,
      maxchannels: 0,
      cps: 0,
      provider: null,
      failover_gateway_1: null,
    });
    const list = (await call('GET', `?gateway_id=${gateway.id}`)).json();
    expect(list.total).toBe(1);
    expect(list.results[0].gateway).toEqual({ name: gateway.name });
  });

  it('takes failover gateways and a provider account, and refuses an account that is no provider', async () => {
    const failover1 = await createGateway(context.db);
    const failover2 = await createGateway(context.db);
    const provider = await createAccount(context.db, { type: 'provider' });
    const response = await call('POST', '', {
      name: 'Carrier A',
      gateway_id: gateway.id,
      failover_gateway_1: failover1.id,
      failover_gateway_2: failover2.id,
      provider_id: provider.id,
      enabled: false,
      leg_timeout: 30,
      precedence: 2,
      maxchannels: 120,
      cps: 10,
      codec: 'PCMU,PCMA',
    });
    expect(response.statusCode, response.body).toBe(201);
    const trunk = response.json();
    expect(trunk).toMatchObject({
      failover_gateway_1: failover1.id,
      failover_1: { name: failover1.name },
      failover_gateway_2: failover2.id,
      failover_2: { name: failover2.name },
      provider: { number: provider.number },
      enabled: false,
    });

    const user = await createAccount(context.db, { type: 'user' });
    expect(await refusal({ gateway_id: gateway.id, provider_id: user.id })).toBe('The chosen provider is not a provider account');
    expect(await refusal({ provider_id: user.id }, trunk.id)).toBe('The chosen provider is not a provider account');
    expect(await refusal({ gateway_id: gateway.id, provider_id: 2147483000 })).toBe('The chosen provider does not exist');
    expect(await refusal({ gateway_id: gateway.id, failover_gateway_1: 2147483000 })).toBe('The chosen failover gateway 1 does not exist');
    const cleared = await call('PATCH', `/${trunk.id}`, { provider_id: null, failover_gateway_2: null });
    expect(cleared.json()).toMatchObject({ provider_id: null, provider: null, failover_gateway_2: null, failover_2: null });
  });

  it('takes whole numbers of at least 0 for leg timeout, precedence, max channels and cps', async () => {
    expect(await refusal({ gateway_id: gateway.id, leg_timeout: -1 })).toBe('Leg timeout must be at least 0');
    expect(await refusal({ gateway_id: gateway.id, precedence: 1.5 })).toBe('Precedence must be a whole number');
    expect(await refusal({ gateway_id: gateway.id, maxchannels: '10' })).toBe('Max channels must be a number');
    expect(await refusal({ gateway_id: gateway.id, cps: -3 })).toBe('Calls per second must be at least 0');
    expect(await refusal({ gateway_id: gateway.id, enabled: 'true' })).toBe('Enabled must be true or false');
    expect(await refusal({ gateway_id: gateway.id, codec: 'PCMU;rm -rf' })).toBe('Codec must be a comma-separated list such as PCMU,PCMA,G729');
  });

  it('deletes a trunk, after which its gateway may go', async () => {
    const own = await createGateway(context.db);
    const trunk = (await call('POST', '', { gateway_id: own.id })).json();
    expect((await context.app.inject({ method: 'DELETE', url: `/api/v1/gateways/${own.id}`, headers: api.admin })).statusCode).toBe(409);
    expect((await call('DELETE', `/${trunk.id}`)).statusCode).toBe(204);
    expect((await context.app.inject({ method: 'DELETE', url: `/api/v1/gateways/${own.id}`, headers: api.admin })).statusCode).toBe(204);
  });
});
