import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';

describe('DIDs API', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof signIn>>;
  let refs: Awaited<ReturnType<typeof createCallAccountWithAccount>>;

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    refs = await createCallAccountWithAccount(context.db);
  });

  const create = (payload: Record<string, unknown>) => context.app.inject({ method: 'POST', url: '/api/v1/dids', headers: admin.headers, payload });

  it('creates a DID with the spec defaults and the references embedded', async () => {
    const response = await create({ number: '2348031112222', account_id: refs.account.id, call_billing_account_id: refs.callAccount.id });
    expect(response.statusCode).toBe(201);
    const did = response.json();
    expect(did).toMatchObject({ number: '2348031112222', leg_timeout: 60, enabled: true, simultaneous_extension: false });
    expect(did.account).toEqual({ number: refs.account.number });
    expect(did.created_by).toEqual({ firstname: 'Test', lastname: 'admin' });
  });

  it('refuses a missing number and a missing account with the spec messages', async () => {
    expect((await create({ account_id: refs.account.id, call_billing_account_id: refs.callAccount.id })).json()).toEqual(
      expect.objectContaining({ error: 'Number is required' }),
    );
    const response = await create({ number: '2348031113333' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Account is required');
  });
});
