import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createAccount, createLocalization, createUser, signIn } from '../../test/factories.js';
import { itAnswers404ForAMissingRow, itRequiresAName } from '../../test/shared-cases.js';
import { createdRecord } from '../../test/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const MALFORMED = 'Number Originate: write each rule as from/to (digits, + or #; * for empty), separated by commas';

describe('localizations API', () => {
  const context = useTestApp();
  const sessions = {} as Record<'admin' | 'agent' | 'user', Session>;

  beforeAll(async () => {
    for (const role of ['admin', 'agent', 'user'] as const) sessions[role] = await signIn(context.app, await createUser(context.db, role));
  });

  const call = (method: Method, url: string, payload?: Record<string, unknown>, session = sessions.admin) =>
    context.app.inject({ method, url: `/api/v1/localizations${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const newName = () => `Region ${Math.random().toString(36).slice(2, 8)}`;

  it('creates a localization with its lists normalised, the others empty, and its creator embedded', async () => {
    const name = newName();
    const localization = await createdRecord(call('POST', '', { name, number_originate: ' 0/234 , +/* ', out_caller_id_terminate: '*/234' }));
    expect(localization).toMatchObject({
      name,
      enabled: true,
      number_originate: '0/234,+/*',
      out_caller_id_terminate: '*/234',
      in_caller_id_originate: '',
      out_caller_id_originate: '',
      number_terminate: '',
      in_caller_id_terminate: '',
      created_by: { firstname: 'Test', lastname: 'admin' },
    });
    expect((await call('GET', `/${localization.id}`)).json()).toEqual(localization);
  });

  itRequiresAName(call);

  it.each(['0-234', '0/234/5', '0/234,', 'a/b', '/234', '0/', '0/234;+/*', '123456789012345678901/1'])('refuses the malformed list %j', async (list) => {
    const response = await call('POST', '', { name: newName(), number_originate: list });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MALFORMED, fields: { number_originate: MALFORMED } });
  });

  it('answers 409 for a name that is already taken, on create and update', async () => {
    const taken = await createLocalization(context.db);
    const duplicate = await call('POST', '', { name: taken.name });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('A record with this name already exists');
    const other = await createLocalization(context.db);
    expect((await call('PATCH', `/${other.id}`, { name: taken.name })).statusCode).toBe(409);
  });

  it('PATCH changes only the given fields, validating and normalising lists', async () => {
    const before = (await call('POST', '', { name: newName(), number_originate: '0/234' })).json();
    const response = await call('PATCH', `/${before.id}`, { number_terminate: '234/0,*/*', enabled: false });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toEqual({ ...before, number_terminate: '234/0,*/*', enabled: false, updated_at: after.updated_at });
    const bad = await call('PATCH', `/${before.id}`, { number_originate: '0>234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MALFORMED);
    const cleared = await call('PATCH', `/${before.id}`, { number_originate: '' });
    expect(cleared.json().number_originate).toBe('');
    expect((await call('PATCH', `/${before.id}`, { name: '' })).json().error).toBe('Name is required');
  });

  it('deletes an unused localization and answers 409 for one an account uses', async () => {
    const unused = await createLocalization(context.db);
    expect((await call('DELETE', `/${unused.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${unused.id}`)).json()).toEqual({ error: 'Localization was not found' });
    const used = await createLocalization(context.db);
    await createAccount(context.db, { localization_id: used.id });
    const refused = await call('DELETE', `/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('It is still used by accounts; remove or reassign them first');
    expect((await call('GET', `/${used.id}`)).statusCode).toBe(200);
  });

  itAnswers404ForAMissingRow(call, 'Localization was not found');

  it('lists with search by name, sorting and the enabled filter', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    for (const [name, enabled] of [
      [`${tag} Beta`, true],
      [`${tag} Alpha`, false],
      [`${tag} Gamma`, true],
    ] as const)
      await createLocalization(context.db, { name, enabled });
    const names = async (query: string) => (await call('GET', `?search=${tag}&${query}`)).json().results.map((row: { name: string }) => row.name);
    expect(await names('sort_by=name')).toEqual([`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]);
    expect(await names('sort_by=-name&enabled=true')).toEqual([`${tag} Gamma`, `${tag} Beta`]);
    expect((await call('GET', `?search=${tag}`)).json().total).toBe(3);
  });

  it('is for administrators only: agents and users are refused every action', async () => {
    const localization = await createLocalization(context.db);
    for (const role of ['agent', 'user'] as const) {
      const session = sessions[role];
      const attempts = [
        [call('GET', '', undefined, session), 'list'],
        [call('GET', `/${localization.id}`, undefined, session), 'view'],
        [call('POST', '', { name: newName() }, session), 'create'],
        [call('PATCH', `/${localization.id}`, { enabled: false }, session), 'edit'],
        [call('DELETE', `/${localization.id}`, undefined, session), 'delete'],
      ] as const;
      for (const [attempt, action] of attempts) {
        const response = await attempt;
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: `You are not allowed to ${action} localizations` });
      }
    }
    expect((await call('GET', `/${localization.id}`)).json().enabled).toBe(true);
  });
});
