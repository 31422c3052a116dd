import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { accounts, callAccounts, callerIds, dids, extensionDevices, extensionDids, extensions, users } from '../../db/schema/index.js';
import type { MailMessage } from '../../mail/mailer.js';
import { createSecretBox } from '../../secret-box.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createCallerId, createDid, createDomain, createExtension, createUser, signIn } from '../../test/factories.js';

const encryptionKey = randomBytes(32);
const TABLES = { users, accounts, callAccounts, callerIds, dids, extensions, extensionDevices, extensionDids };
const unique = () => randomBytes(3).toString('hex');
const tenDigits = () => String(Math.floor(7e9 + Math.random() * 2e9));

/** A customer nobody else has: fresh e-mail, numbers and extension name. */
function customerBody<E extends object = object>(extra?: E) {
  const number = tenDigits();
  const base = {
    user: { firstname: 'Ada', lastname: 'Obi', email: `ada-${unique()}@example.test`, phone: `+234 ${number}` },
    account: { number, description: 'Ada Obi' },
    extension: { username: `ada-${unique()}` },
  };
  return { ...base, ...extra } as typeof base & E;
}

describe('POST /customers', () => {
  const mail: MailMessage[] = [];
  const context = useTestApp({ encryptionKey, mailer: { send: async (message) => void mail.push(message) } });
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let domain: { id: number; name: string };

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    domain = await createDomain(context.db);
  });

  const post = (payload: Record<string, unknown>, headers = admin) => context.app.inject({ method: 'POST', url: '/api/v1/customers', headers, payload });
  const countRows = async () =>
    Object.fromEntries(
      await Promise.all(Object.entries(TABLES).map(async ([name, table]) => [name, (await context.db.select({ total: count() }).from(table))[0].total])),
    );
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

  it('makes the user, account, Main call account, extension with a device, DID and caller ID, and answers every id', async () => {
    const body = customerBody({ did: { number: `234${tenDigits()}` }, account_caller_id: { callerid_number: `234${tenDigits()}` } });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    const { message, customer } = response.json();
    expect(message).toBe('Customer created successfully');

    const user = await one(context.db.select().from(users).where(eq(users.id, customer.user.id)));
    expect(user).toMatchObject({ firstname: 'Ada', lastname: 'Obi', email: body.user.email, phone: `+234${body.account.number}`, type: 'user' });
    const account = await one(context.db.select().from(accounts).where(eq(accounts.id, customer.account.id)));
    expect(account).toMatchObject({ type: 'user', type_id: user.id, number: body.account.number, description: 'Ada Obi' });
    const line = await one(context.db.select().from(callAccounts).where(eq(callAccounts.id, customer.call_billing_account.id)));
    expect(line).toMatchObject({
      name: 'Main',
      description: 'Primary Account',
      number: body.account.number,
      type: 'user',
      type_id: user.id,
      main_account_id: account.id,
    });
    const did = await one(context.db.select().from(dids).where(eq(dids.id, customer.did.id)));
    expect(did).toMatchObject({ number: body.did.number, account_id: account.id, call_billing_account_id: line.id, leg_timeout: 60 });
    const callerId = await one(context.db.select().from(callerIds).where(eq(callerIds.id, customer.account_caller_id.id)));
    expect(callerId).toMatchObject({ callerid_number: body.account_caller_id.callerid_number, account_id: account.id });
    const extension = await one(context.db.select().from(extensions).where(eq(extensions.id, customer.extension.id)));
    expect(extension).toMatchObject({
      username: body.extension.username,
      domain_id: domain.id,
      account_id: account.id,
      call_billing_account_id: line.id,
      did_id: did.id,
      caller_id: callerId.id,
    });
    expect(await context.db.select().from(extensionDids).where(eq(extensionDids.extension_id, extension.id))).toEqual([
      expect.objectContaining({ did_id: did.id }),
    ]);

    const device = await one(context.db.select().from(extensionDevices).where(eq(extensionDevices.id, customer.device.id)));
    expect(device).toMatchObject({ extension_id: extension.id, domain_id: domain.id, username: body.extension.username });
    expect(customer.device).toEqual({
      id: device.id,
      username: body.extension.username,
      password: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
      domain: domain.name,
    });
    expect(device.password).not.toContain(customer.device.password);
    expect(createSecretBox(encryptionKey).open(device.password)).toBe(customer.device.password);
  });

  it('takes a named call account, and moves an existing DID and caller ID to the customer', async () => {
    const stock = await createCallAccountWithAccount(context.db);
    const stockDid = await createDid(context.db, stock);
    const stockCallerId = await createCallerId(context.db, stock.account.id);
    const lineNumber = tenDigits();
    const body = customerBody({
      call_billing_account: { name: 'Office', number: lineNumber, description: 'Office line', pricelist_id: stock.pricelist.id },
      did_id: stockDid.id,
      caller_id: stockCallerId.id,
    });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    const { customer } = response.json();
    expect(customer).toMatchObject({ did: { id: stockDid.id }, account_caller_id: { id: stockCallerId.id } });
    const line = await one(context.db.select().from(callAccounts).where(eq(callAccounts.id, customer.call_billing_account.id)));
    expect(line).toMatchObject({ name: 'Office', number: lineNumber, description: 'Office line', pricelist_id: stock.pricelist.id });
    expect(await one(context.db.select().from(dids).where(eq(dids.id, stockDid.id)))).toMatchObject({
      account_id: customer.account.id,
      call_billing_account_id: line.id,
    });
    expect(await one(context.db.select().from(callerIds).where(eq(callerIds.id, stockCallerId.id)))).toMatchObject({ account_id: customer.account.id });
    const assigned = await context.db.select().from(extensionDids).where(eq(extensionDids.extension_id, customer.extension.id));
    expect(assigned.map((row) => row.did_id)).toEqual([stockDid.id]);
  });

  it("answers spec 02 §5's messages for a body missing every required field", async () => {
    const response = await post({ user: {}, account: {}, extension: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'user.firstname': 'First name is required',
      'user.lastname': 'Last name is required',
      'user.email': 'Email is required',
      'user.phone': 'Phone number is required',
      'account.number': 'Account number is required',
      'extension.username': 'Extension username is required',
    });
  });

  describe('refused', () => {
    const taken = {
      email: `taken-${unique()}@example.test`,
      accountNumber: tenDigits(),
      extension: `taken-${unique()}`,
      didNumber: `234${tenDigits()}`,
      callerIdNumber: `234${tenDigits()}`,
    };
    const strangerDevice = `desk-${unique()}`;
    const lineClash = tenDigits();
    let ringingDid: number;

    beforeAll(async () => {
      const body = customerBody({
        user: { firstname: 'Taken', lastname: 'Customer', email: taken.email, phone: '08031234567' },
        account: { number: taken.accountNumber },
        extension: { username: taken.extension },
        did: { number: taken.didNumber },
        account_caller_id: { callerid_number: taken.callerIdNumber },
      });
      expect((await post(body)).statusCode).toBe(201);
      // A device of another extension in the domain, named as a new extension might be.
      const other = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
      const otherExtension = await createExtension(context.db, { account: other.account, domain });
      await context.db.insert(extensionDevices).values({ extension_id: otherExtension.id, domain_id: domain.id, username: strangerDevice, password: 'sealed' });
      const did = await createDid(context.db, other);
      await context.db.insert(extensionDids).values({ extension_id: otherExtension.id, did_id: did.id });
      ringingDid = did.id;
      // A call account numbered as a new customer's account will be: the Main line would clash with it.
      const stock = await createCallAccountWithAccount(context.db);
      await context.db.update(callAccounts).set({ number: lineClash }).where(eq(callAccounts.id, stock.callAccount.id));
    });

    const cases: [string, () => Record<string, unknown>, number, string, string][] = [
      [
        'a taken e-mail',
        () => customerBody({ user: { ...customerBody().user, email: taken.email.toUpperCase() } }),
        409,
        'user.email',
        'A user with this email already exists',
      ],
      [
        'a taken account number',
        () => customerBody({ account: { number: taken.accountNumber } }),
        409,
        'account.number',
        `An account with number ${taken.accountNumber} already exists`,
      ],
      [
        'a Main call account whose number, the account number, is taken',
        () => customerBody({ account: { number: lineClash } }),
        409,
        'account.number',
        `A call account with number ${lineClash} already exists`,
      ],
      [
        'a taken extension username',
        () => customerBody({ extension: { username: taken.extension.toUpperCase() } }),
        409,
        'extension.username',
        `Extension ${taken.extension.toUpperCase()} already exists in this domain`,
      ],
      [
        "a username another extension's device registers with",
        () => customerBody({ extension: { username: strangerDevice } }),
        409,
        'extension.username',
        `A device named ${strangerDevice} already exists in this domain`,
      ],
      ['a taken DID number', () => customerBody({ did: { number: taken.didNumber } }), 409, 'did.number', `DID ${taken.didNumber} already exists`],
      [
        'a caller ID number in use',
        () => customerBody({ account_caller_id: { callerid_number: `+${taken.callerIdNumber}` } }),
        409,
        'account_caller_id.callerid_number',
        `Caller id +${taken.callerIdNumber} is already in use; a switch routes each number to one owner only`,
      ],
      ['a DID that does not exist', () => customerBody({ did_id: 2_147_483_000 }), 400, 'did_id', 'The chosen DID does not exist'],
      ['a caller ID that does not exist', () => customerBody({ caller_id: 2_147_483_000 }), 400, 'caller_id', 'The chosen caller ID does not exist'],
      [
        'a new and an existing DID at once',
        () => customerBody({ did: { number: '2348000000001' }, did_id: 1 }),
        400,
        'did_id',
        'Give either a new DID number or an existing DID, not both',
      ],
    ];

    it.each(cases)('%s, leaving no row behind', async (_name, body, status, field, message) => {
      const before = await countRows();
      const response = await post(body());
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
      expect(await countRows()).toEqual(before);
    });

    it("refuses another customer's DID, ringing their extension or not, leaving it and every row as they were", async () => {
      const other = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
      const idleDid = await createDid(context.db, other);
      for (const didId of [ringingDid, idleDid.id]) {
        const [held] = await context.db.select().from(dids).where(eq(dids.id, didId));
        const [account] = await context.db.select().from(accounts).where(eq(accounts.id, held.account_id));
        const before = await countRows();
        const response = await post(customerBody({ did_id: didId }));
        expect(response.statusCode).toBe(409);
        const message = `DID ${held.number} is Test user's (account ${account.number}): pick one in stock, or move this one from its page first`;
        expect(response.json()).toEqual({ error: message, fields: { did_id: message } });
        expect(await countRows()).toEqual(before);
        expect((await context.db.select().from(dids).where(eq(dids.id, didId)))[0]).toEqual(held);
      }
    });

    it("refuses another customer's caller ID, and one in stock that another customer's extension presents", async () => {
      const other = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
      const held = await createCallerId(context.db, other.account.id);
      const stock = await createCallAccountWithAccount(context.db);
      const presented = await createCallerId(context.db, stock.account.id);
      await createExtension(context.db, { account: other.account, domain }, { caller_id: presented.id });
      const before = await countRows();
      const refusal = await post(customerBody({ caller_id: held.id }));
      expect(refusal.statusCode).toBe(409);
      const message = `Caller ID ${held.callerid_number} is Test user's (account ${other.account.number}): pick one in stock, or move this one from its page first`;
      expect(refusal.json()).toEqual({ error: message, fields: { caller_id: message } });
      const presentedRefusal = await post(customerBody({ caller_id: presented.id }));
      expect(presentedRefusal.statusCode).toBe(409);
      expect(presentedRefusal.json().fields.caller_id).toMatch(/^Extension \d+ presents this caller ID/);
      expect(await countRows()).toEqual(before);
    });

    it('refuses an agent, who may not onboard customers', async () => {
      const response = await post(customerBody(), agent);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'You are not allowed to create customers' });
    });
  });

  it('mails the SIP credentials where asked, once the customer is saved', async () => {
    const body = customerBody({ send_to_email: 'ada.phone@example.test' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { device } = response.json().customer;
    await expect.poll(() => mail.find((message) => message.to === 'ada.phone@example.test')).toBeDefined();
    const sent = mail.find((message) => message.to === 'ada.phone@example.test');
    expect(sent?.subject).toBe('Your phone line is ready');
    expect(sent?.text.split('\n')).toEqual(
      expect.arrayContaining(['Hello Ada,', `SIP domain:   ${domain.name}`, `Username:     ${device.username}`, `Password:     ${device.password}`]),
    );
  });
  it('makes a portal login when asked: the e-mail as its username, a password answered once and mailed, that signs in', async () => {
    const body = customerBody({ portal_login: true });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    const { portal_login: login, user } = response.json().customer;
    expect(login).toEqual({ id: expect.any(Number), login: body.user.email, password: expect.stringMatching(/^\S{12,}$/) });
    await expect.poll(() => mail.find((message) => message.to === body.user.email)).toBeDefined();
    const sent = mail.find((message) => message.to === body.user.email);
    expect(sent?.subject).toBe('Your Ringledger sign-in details');
    expect(sent?.text.split('\n')).toEqual(expect.arrayContaining(['Hello Ada,', `Username: ${body.user.email}`, `Password: ${login.password}`]));

    const { headers } = await signIn(context.app, { email: body.user.email, password: login.password });
    const lines = await context.app.inject({ method: 'GET', url: '/api/v1/users/lines', headers });
    expect(lines.statusCode, lines.body).toBe(200);
    const view = await context.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}/logins`, headers: admin });
    expect(view.json().results).toEqual([expect.objectContaining({ login: body.user.email })]);
  });

  it('makes no portal login unless asked, and mails nothing for a customer refused', async () => {
    const plain = await post(customerBody());
    expect(plain.json().customer.portal_login).toBeNull();

    const first = customerBody({ did: { number: `234${tenDigits()}` } });
    expect((await post(first)).statusCode).toBe(201);
    const clash = customerBody({ portal_login: true, did: first.did });
    const refused = await post(clash);
    expect(refused.statusCode, refused.body).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.find((message) => message.to === clash.user.email)).toBeUndefined();
  });
});
