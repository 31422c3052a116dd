import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createAccount, createCallAccountWithAccount, createCallerId, createDid, createLocalization, createUser, signIn } from '../../test/factories.js';
import { itAnswers404ForAMissingRow } from '../../test/shared-cases.js';
import { createdRecord } from '../../test/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('accounts API', () => {
  const context = useTestApp();
  const sessions = {} as Record<'admin' | 'agent' | 'user', Session>;
  let owner: { id: number };
  let localization: { id: number; name: string };

  beforeAll(async () => {
    for (const role of ['admin', 'agent', 'user'] as const) sessions[role] = await signIn(context.app, await createUser(context.db, role));
    owner = await createUser(context.db, 'user');
    localization = await createLocalization(context.db, { name: 'Nigeria', number_originate: '0/234' });
  });

  const call = (method: Method, url: string, payload?: Record<string, unknown>, session = sessions.admin) =>
    context.app.inject({ method, url: `/api/v1/accounts${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const newNumber = () => `803${Math.floor(1e6 + Math.random() * 9e6)}`;
  const userAccountBody = () => ({ type: 'user', user_id: owner.id, number: newNumber(), localization_id: localization.id });
  const createUserAccount = async () => (await call('POST', '', userAccountBody())).json();
  const expectError = async (
    response: Promise<{ statusCode: number; json(): { error: string; fields?: Record<string, string> } }>,
    status: number,
    error: string,
  ) => {
    const answer = await response;
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error).toBe(error);
    return answer.json();
  };

  describe('create and read', () => {
    it('creates a user account with the spec defaults and its user, localization and creator embedded', async () => {
      const body = userAccountBody();
      const account = await createdRecord(call('POST', '', body));
      expect(account).toMatchObject({
        type: 'user',
        type_id: owner.id,
        number: body.number,
        localization_id: localization.id,
        maxchannels: 1,
        charge_per_min: 1,
        cps: 1,
        allow_ip_management: false,
        call_recording: false,
        allow_call_recording: false,
        enabled: true,
        description: null,
        did_cid_translation: null,
        std_cid_translation: null,
      });
      expect(account.user).toEqual({ firstname: 'Test', lastname: 'user' });
      expect(account.localization).toEqual({ name: 'Nigeria' });
      expect(account.created_by).toEqual({ firstname: 'Test', lastname: 'admin' });
      expect(account).not.toHaveProperty('user_id');
      expect((await call('GET', `/${account.id}`)).json()).toEqual(account);
    });

    it('stores the numbers, flags and description it is given', async () => {
      const values = {
        maxchannels: 30,
        charge_per_min: 2,
        cps: 5,
        allow_ip_management: true,
        call_recording: true,
        enabled: false,
        description: 'Head office',
      };
      const response = await call('POST', '', { ...userAccountBody(), ...values });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject(values);
    });

    it('accepts a provider account without a provider, and one naming its provider as provider_id', async () => {
      const bare = await call('POST', '', { type: 'provider', number: newNumber(), localization_id: localization.id });
      expect(bare.statusCode).toBe(201);
      expect(bare.json()).toMatchObject({ type: 'provider', type_id: null, user: null });
      const carrier = await createUser(context.db, 'user');
      const named = await call('POST', '', { type: 'provider', provider_id: carrier.id, number: newNumber(), localization_id: localization.id });
      expect(named.statusCode).toBe(201);
      expect(named.json()).toMatchObject({ type: 'provider', type_id: carrier.id, user: { lastname: 'user' } });
    });

    it('refuses missing fields with the spec messages', async () => {
      const { number: _number, ...withoutNumber } = userAccountBody();
      await expectError(call('POST', '', withoutNumber), 400, 'Number is required');
      const { localization_id: _localization, ...withoutLocalization } = userAccountBody();
      await expectError(call('POST', '', withoutLocalization), 400, 'Localization is required');
      const { user_id: _user, ...withoutUser } = userAccountBody();
      const answer = await expectError(call('POST', '', withoutUser), 400, 'User is required');
      expect(answer.fields).toEqual({ user_id: 'User is required' });
      await expectError(call('POST', '', { ...userAccountBody(), type: undefined }), 400, 'Type must be user or provider');
      await expectError(call('POST', '', { ...userAccountBody(), type: 'admin' }), 400, 'Type must be user or provider');
    });

    it('refuses numbers below their minimum of 1 and values of the wrong kind', async () => {
      await expectError(call('POST', '', { ...userAccountBody(), maxchannels: 0 }), 400, 'Max channels must be at least 1');
      await expectError(call('POST', '', { ...userAccountBody(), charge_per_min: 0 }), 400, 'Charge per minute must be at least 1');
      await expectError(call('POST', '', { ...userAccountBody(), cps: -1 }), 400, 'Calls per second must be at least 1');
      await expectError(call('POST', '', { ...userAccountBody(), cps: 1.5 }), 400, 'Calls per second must be a whole number');
      await expectError(call('POST', '', { ...userAccountBody(), number: '803-123' }), 400, 'Number must be numeric');
      await expectError(call('POST', '', { ...userAccountBody(), enabled: 'yes' }), 400, 'Enabled must be true or false');
      await expectError(call('POST', '', { ...userAccountBody(), user_id: 'abc' }), 400, 'Choose a user from the list');
    });

    it('refuses a user, provider or localization that does not exist, naming the field', async () => {
      const user = await expectError(call('POST', '', { ...userAccountBody(), user_id: 2147483000 }), 400, 'The chosen user does not exist');
      expect(user.fields).toEqual({ user_id: 'The chosen user does not exist' });
      const provider = { type: 'provider', provider_id: 2147483000, number: newNumber(), localization_id: localization.id };
      expect((await expectError(call('POST', '', provider), 400, 'The chosen provider does not exist')).fields).toEqual({
        provider_id: 'The chosen provider does not exist',
      });
      const missing = await expectError(call('POST', '', { ...userAccountBody(), localization_id: 2147483000 }), 400, 'The chosen localization does not exist');
      expect(missing.fields).toEqual({ localization_id: 'The chosen localization does not exist' });
    });

    it('answers 409 for a number that is already taken', async () => {
      const taken = await createUserAccount();
      await expectError(call('POST', '', { ...userAccountBody(), number: taken.number }), 409, `An account with number ${taken.number} already exists`);
    });
  });

  describe('update', () => {
    it('changes only the given fields', async () => {
      const before = await createUserAccount();
      const other = await createLocalization(context.db, { name: 'Ghana' });
      const response = await call('PATCH', `/${before.id}`, { id: before.id + 1, cps: 9, description: 'Moved', localization_id: other.id });
      expect(response.statusCode).toBe(200);
      const after = response.json();
      expect(after).toEqual({
        ...before,
        cps: 9,
        description: 'Moved',
        localization_id: other.id,
        localization: { name: 'Ghana' },
        updated_at: after.updated_at,
      });
      expect((await call('GET', `/${before.id}`)).json()).toEqual(after);
    });

    it('refuses a cleared localization or number, a missing localization and a taken number', async () => {
      const account = await createUserAccount();
      await expectError(call('PATCH', `/${account.id}`, { localization_id: null }), 400, 'Localization is required');
      await expectError(call('PATCH', `/${account.id}`, { number: '' }), 400, 'Number is required');
      await expectError(call('PATCH', `/${account.id}`, { localization_id: 2147483000 }), 400, 'The chosen localization does not exist');
      await expectError(call('PATCH', `/${account.id}`, { maxchannels: 0 }), 400, 'Max channels must be at least 1');
      const taken = await createUserAccount();
      await expectError(call('PATCH', `/${account.id}`, { number: taken.number }), 409, `An account with number ${taken.number} already exists`);
      expect((await call('GET', `/${account.id}`)).json()).toEqual(account);
    });

    it('keeps the owner when a user account becomes a provider account', async () => {
      const account = await createUserAccount();
      const response = await call('PATCH', `/${account.id}`, { type: 'provider' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ type: 'provider', type_id: owner.id, user: { lastname: 'user' } });
    });

    it('lets a provider drop its provider but never leaves a user account without its user', async () => {
      const provider = await createAccount(context.db, { type: 'provider', type_id: owner.id, localization_id: localization.id });
      const cleared = await call('PATCH', `/${provider.id}`, { provider_id: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ type: 'provider', type_id: null, user: null });

      const answer = await expectError(call('PATCH', `/${provider.id}`, { type: 'user' }), 400, 'User is required');
      expect(answer.fields).toEqual({ user_id: 'User is required' });
      expect((await call('GET', `/${provider.id}`)).json().type).toBe('provider');

      const account = await createUserAccount();
      await expectError(call('PATCH', `/${account.id}`, { user_id: null }), 400, 'User is required');
      await expectError(call('PATCH', `/${account.id}`, { type_id: null }), 400, 'User is required');
      expect((await call('GET', `/${account.id}`)).json().type_id).toBe(owner.id);
    });

    it('turns a provider into a user account when the body names the user', async () => {
      const provider = await createAccount(context.db, { localization_id: localization.id });
      const response = await call('PATCH', `/${provider.id}`, { type: 'user', user_id: owner.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ type: 'user', type_id: owner.id, user: { lastname: 'user' } });
    });

    it('checks that a new owner exists, labelled by the type the account ends with', async () => {
      const account = await createUserAccount();
      await expectError(call('PATCH', `/${account.id}`, { user_id: 2147483000 }), 400, 'The chosen user does not exist');
      await expectError(call('PATCH', `/${account.id}`, { type: 'provider', provider_id: 2147483000 }), 400, 'The chosen provider does not exist');
      expect((await call('GET', `/${account.id}`)).json()).toMatchObject({ type: 'user', type_id: owner.id });
    });

    it('takes the owner under either name while the type stays, still as a user that must exist', async () => {
      const account = await createUserAccount();
      const other = await createUser(context.db, 'agent');
      const response = await call('PATCH', `/${account.id}`, { provider_id: other.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ type: 'user', type_id: other.id, user: { lastname: 'agent' } });
      await expectError(call('PATCH', `/${account.id}`, { provider_id: 2147483000 }), 400, 'The chosen user does not exist');
    });

    it('edits other fields of an account whose owner is not set without asking for one', async () => {
      const { account } = await createCallAccountWithAccount(context.db);
      const response = await call('PATCH', `/${account.id}`, { enabled: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ type: 'user', type_id: null, enabled: false });
    });
  });

  describe('owners of the money tied to an account', () => {
    it('refuses to move an account to another owner while its DIDs and lines still belong to the old one', async () => {
      const [ada, bayo] = [await createUser(context.db, 'user'), await createUser(context.db, 'user')];
      const adas = await createCallAccountWithAccount(context.db, ada.id);
      await createDid(context.db, adas);
      const moved = await call('PATCH', `/${adas.account.id}`, { user_id: bayo.id });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error).toMatch(
        /^This account still has (DIDs whose call account|call accounts whose call account) belongs to Test user; move them to the new owner first$/,
      );
      expect((await call('GET', `/${adas.account.id}`)).json().type_id).toBe(ada.id);
      // An account nothing ties to its owner moves freely.
      const free = await createAccount(context.db, { type: 'user', type_id: ada.id });
      expect((await call('PATCH', `/${free.id}`, { user_id: bayo.id })).statusCode).toBe(200);
    });
  });

  describe('delete', () => {
    it('deletes an unused account, after which it is gone', async () => {
      const account = await createUserAccount();
      expect((await call('DELETE', `/${account.id}`)).statusCode).toBe(204);
      await expectError(call('GET', `/${account.id}`), 404, 'Account was not found');
    });

    it('answers 409 naming what still uses the account', async () => {
      const { account } = await createCallAccountWithAccount(context.db);
      await expectError(call('DELETE', `/${account.id}`), 409, 'It is still used by call accounts; remove or reassign them first');

      const withDid = await createAccount(context.db);
      await createDid(context.db, { account: withDid, callAccount: (await createCallAccountWithAccount(context.db)).callAccount });
      await expectError(call('DELETE', `/${withDid.id}`), 409, 'It is still used by DIDs; remove or reassign them first');

      const withCallerId = await createAccount(context.db);
      await createCallerId(context.db, withCallerId.id);
      await expectError(call('DELETE', `/${withCallerId.id}`), 409, 'It is still used by caller ids; remove or reassign them first');
      expect((await call('GET', `/${withCallerId.id}`)).statusCode).toBe(200);
    });

    itAnswers404ForAMissingRow(call, 'Account was not found');
  });

  describe('permissions', () => {
    it('lets an agent list and view but not create, edit or delete', async () => {
      const account = await createUserAccount();
      expect((await call('GET', '', undefined, sessions.agent)).statusCode).toBe(200);
      expect((await call('GET', `/${account.id}`, undefined, sessions.agent)).statusCode).toBe(200);
      await expectError(call('POST', '', userAccountBody(), sessions.agent), 403, 'You are not allowed to create accounts');
      await expectError(call('PATCH', `/${account.id}`, { cps: 3 }, sessions.agent), 403, 'You are not allowed to edit accounts');
      await expectError(call('DELETE', `/${account.id}`, undefined, sessions.agent), 403, 'You are not allowed to delete accounts');
      expect((await call('GET', `/${account.id}`)).json()).toEqual(account);
    });

    it('refuses a self-service user everything', async () => {
      const account = await createUserAccount();
      await expectError(call('GET', '', undefined, sessions.user), 403, 'You are not allowed to list accounts');
      await expectError(call('GET', `/${account.id}`, undefined, sessions.user), 403, 'You are not allowed to view accounts');
      await expectError(call('POST', '', userAccountBody(), sessions.user), 403, 'You are not allowed to create accounts');
      await expectError(call('PATCH', `/${account.id}`, { cps: 3 }, sessions.user), 403, 'You are not allowed to edit accounts');
      await expectError(call('DELETE', `/${account.id}`, undefined, sessions.user), 403, 'You are not allowed to delete accounts');
    });
  });

  describe('list', () => {
    it('filters by type, owner and localization, searches numbers and sorts', async () => {
      const place = await createLocalization(context.db);
      const numbers = ['9100001', '9100003', '9100002'];
      for (const number of numbers) await call('POST', '', { ...userAccountBody(), number, localization_id: place.id });
      await createAccount(context.db, { number: '9100004', localization_id: place.id });
      const list = async (query: string) => (await call('GET', `?localization_id=${place.id}&${query}`)).json();
      expect((await list('')).total).toBe(4);
      expect((await list('type=provider')).results.map((row: { number: string }) => row.number)).toEqual(['9100004']);
      expect((await list(`type=user&type_id=${owner.id}&sort_by=-number`)).results.map((row: { number: string }) => row.number)).toEqual([
        '9100003',
        '9100002',
        '9100001',
      ]);
      expect((await list('search=00002')).results).toMatchObject([{ number: '9100002', localization: { name: place.name } }]);
      expect((await call('GET', '?type=admin')).statusCode).toBe(400);
    });
  });
});
