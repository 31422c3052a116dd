import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extensionDids } from '../../db/schema/index.js';
import { useAdminApi } from '../../test/api.js';
import { createCallAccountWithAccount, createCallerId, createDid, createDomain, createExtension, createUser } from '../../test/factories.js';
import { users } from '../../db/schema/index.js';

describe('extensions API', () => {
  const { context, call } = useAdminApi('');
  let primary: { id: number; name: string };

  beforeAll(async () => {
    primary = await createDomain(context.db, { name: 'pbx.example.test' });
  });

  /** A customer: a named user with an account and a call account on it. */
  async function customer(firstname: string) {
    const user = await createUser(context.db, 'user');
    await context.db.update(users).set({ firstname, lastname: 'Test' }).where(eq(users.id, user.id));
    return { user, ...(await createCallAccountWithAccount(context.db, user.id)) };
  }

  it('requires a username and an account, in the words of the spec', async () => {
    const refused = await call('POST', '/extensions', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ username: 'Username is required', account_id: 'Account is required' });
    const badName = await call('POST', '/extensions', { username: '10 01', account_id: 1 });
    expect(badName.json().fields.username).toMatch(/^Username may hold letters, digits/);
  });

  it('puts a new extension in the primary domain, billed to its account owner, and answers its owner', async () => {
    const ada = await customer('Ada');
    const response = await call('POST', '/extensions', { username: '2001', account_id: ada.account.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      username: '2001',
      domain_id: primary.id,
      domain: { name: 'pbx.example.test' },
      account: { number: ada.account.number },
      user: { firstname: 'Ada', lastname: 'Test' },
      call_billing_account_id: ada.callAccount.id,
      call_billing_account: { number: ada.callAccount.number, name: 'Main' },
      local_call: true,
      enabled: true,
      variables: {},
      parameters: {},
    });
  });

  it('keeps usernames unique within a domain, whatever their case, and free in another', async () => {
    const ada = await customer('Ada');
    expect((await call('POST', '/extensions', { username: 'reception', account_id: ada.account.id })).statusCode).toBe(201);
    const taken = await call('POST', '/extensions', { username: 'Reception', account_id: ada.account.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'Extension Reception already exists in this domain', fields: { username: expect.any(String) } });
    const other = await createDomain(context.db, { is_primary: false });
    expect((await call('POST', '/extensions', { username: 'reception', account_id: ada.account.id, domain_id: other.id })).statusCode).toBe(201);
  });

  it("refuses another customer's call account, caller id or main DID, naming both owners", async () => {
    const [ada, bayo] = [await customer('Ada'), await customer('Bayo')];
    const crossed = await call('POST', '/extensions', { username: '2101', account_id: ada.account.id, call_billing_account_id: bayo.callAccount.id });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error).toBe('The account belongs to Ada Test and the call account to Bayo Test; both must belong to the same customer');
    const callerId = await createCallerId(context.db, bayo.account.id);
    const borrowed = await call('POST', '/extensions', { username: '2102', account_id: ada.account.id, caller_id: callerId.id });
    expect(borrowed.json().fields.caller_id).toBe(`Caller id ${callerId.callerid_number} belongs to another account; choose one of this account's caller ids`);
    const did = await createDid(context.db, { account: bayo.account, callAccount: bayo.callAccount });
    const foreignDid = await call('POST', '/extensions', { username: '2103', account_id: ada.account.id, did_id: did.id });
    expect(foreignDid.json().fields.did_id).toBe('The DID belongs to Bayo Test and the extension to Ada Test; both must belong to the same customer');
  });

  it('assigns its main DID to it, and presents its own caller id', async () => {
    const ada = await customer('Ada');
    const did = await createDid(context.db, { account: ada.account, callAccount: ada.callAccount });
    const callerId = await createCallerId(context.db, ada.account.id);
    const created = await call('POST', '/extensions', { username: '2201', account_id: ada.account.id, did_id: did.id, caller_id: callerId.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ did: { number: did.number }, account_caller_id: { callerid_number: callerId.callerid_number } });
    const assigned = await call('GET', `/extensions/${created.json().id}/dids`);
    expect(assigned.json()).toMatchObject({
      total: 1,
      results: [{ did_id: did.id, did: { number: did.number }, extension: { username: '2201' }, enabled: true }],
    });
  });

  it('lists an account’s and a user’s extensions and DIDs, sorted and searched like any list', async () => {
    const ada = await customer('Adaeze');
    const second = await createCallAccountWithAccount(context.db, ada.user.id);
    const [low, high] = [
      await createCallerId(context.db, ada.account.id, { callerid_number: '2340000001' }),
      await createCallerId(context.db, second.account.id, { callerid_number: '2349990001' }),
    ];
    await createExtension(context.db, { account: ada.account, domain: primary }, { username: '3001', caller_id: high.id });
    await createExtension(context.db, { account: second.account, domain: primary }, { username: '3002', caller_id: low.id });
    await createDid(context.db, { account: second.account, callAccount: second.callAccount });
    const ofAccount = await call('GET', `/accounts/${ada.account.id}/extensions`);
    expect(ofAccount.json().results.map((row: { username: string }) => row.username)).toEqual(['3001']);
    const ofUser = await call('GET', `/users/${ada.user.id}/extensions?sort_by=account_caller_id.callerid_number`);
    expect(ofUser.json()).toMatchObject({ total: 2, results: [{ username: '3002' }, { username: '3001' }] });
    expect((await call('GET', `/users/${ada.user.id}/dids`)).json().total).toBe(1);
    expect((await call('GET', '/extensions?search=adaeze')).json().total).toBe(2);
    expect((await call('GET', '/users/2147483000/extensions')).statusCode).toBe(404);
  });

  it('asks before an extension takes its devices and DIDs with it', async () => {
    const ada = await customer('Ada');
    const extension = (await call('POST', '/extensions', { username: '2301', account_id: ada.account.id })).json();
    const did = await createDid(context.db, { account: ada.account, callAccount: ada.callAccount });
    expect((await call('POST', `/extensions/${extension.id}/devices`, { username: 'desk-2301' })).statusCode).toBe(201);
    expect((await call('POST', `/extensions/${extension.id}/dids`, { did_id: did.id })).statusCode).toBe(201);
    const asked = await call('DELETE', `/extensions/${extension.id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ error: 'Deleting this extension also deletes its 1 device and takes 1 DID off it', confirm: '1-1' });
    expect((await call('DELETE', `/extensions/${extension.id}?confirm=1-1`)).statusCode).toBe(204);
    expect(await context.db.select().from(extensionDids).where(eq(extensionDids.did_id, did.id))).toEqual([]);
  });

  it('takes its devices along to another domain, unless a device name is taken there', async () => {
    const ada = await customer('Ada');
    const [there, elsewhere] = [await createDomain(context.db, { is_primary: false }), await createDomain(context.db, { is_primary: false })];
    const moving = (await call('POST', '/extensions', { username: '2401', account_id: ada.account.id })).json();
    await call('POST', `/extensions/${moving.id}/devices`, { username: 'phone-2401' });
    const resident = (await call('POST', '/extensions', { username: '2401', account_id: ada.account.id, domain_id: there.id })).json();
    await call('POST', `/extensions/${resident.id}/devices`, { username: 'PHONE-2401' });
    const clash = await call('PATCH', `/extensions/${moving.id}`, { domain_id: there.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(`Device phone-2401 is already registered in ${there.name}; rename one of them first`);
    expect((await call('PATCH', `/extensions/${moving.id}`, { domain_id: elsewhere.id })).statusCode).toBe(200);
    const taken = await call('POST', `/extensions/${resident.id}/devices`, { username: 'other-phone' });
    expect(taken.statusCode).toBe(201);
    // The moved device is now elsewhere: its name is free again in the first domain.
    const reused = (await call('POST', '/extensions', { username: '2402', account_id: ada.account.id })).json();
    expect((await call('POST', `/extensions/${reused.id}/devices`, { username: 'phone-2401' })).statusCode).toBe(201);
  });
});
