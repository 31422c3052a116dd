import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { SWITCH, switchAuth } from '../../../test/call-world.js';
import { createCallAccountWithAccount, createCallerId, createDid, createDomain, createExtension } from '../../../test/factories.js';
import { createSecretBox } from '../../../secret-box.js';
import { accounts, callAccounts, domains, extensionDevices, extensions } from '../../../db/schema/index.js';
import { NOT_FOUND_DOCUMENT } from '../xml/freeswitch-xml.js';

const encryptionKey = randomBytes(32);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A directory lookup as mod_xml_curl posts it: the five plain fields first, then the rest encoded. */
function directoryForm(domain: string, fields: Record<string, string>) {
  const rest = Object.entries({ domain, ...fields }).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return [`hostname=rl-test`, 'section=directory', 'tag_name=domain', 'key_name=name', `key_value=${domain}`, ...rest].join('&');
}

const signIn = (domain: string, user: string, method = 'REGISTER') =>
  directoryForm(domain, { action: 'sip_auth', sip_auth_method: method, sip_auth_username: user, sip_auth_realm: domain, user, key: 'id' });

/** The name/value pairs of one kind (`param`, `variable`) in an answer, in order, the later winning. */
const pairs = (xml: string, kind: string) =>
  Object.fromEntries([...xml.matchAll(new RegExp(`<${kind} name="([^"]*)" value="([^"]*)"/>`, 'g'))].map((match) => [match[1], match[2]]));

describe('POST /freeswitch/xml: the directory', () => {
  const context = useTestApp({ switchCredentials: SWITCH, encryptionKey });
  const seal = (password: string) => createSecretBox(encryptionKey).seal(password);
  const lookup = async (payload: string) => {
    // The rows were written straight to the database: the lookup waits until the app's switch data has heard of them.
    await context.app.switchData.settle();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const world = {} as {
    domain: { id: number; name: string };
    extension: { id: number };
    account: { id: number; number: string };
    callAccount: { id: number };
  };

  beforeAll(async () => {
    const domain = await createDomain(context.db, { is_primary: false, variables: { domain_tone: 'us' } });
    const customer = await createCallAccountWithAccount(context.db);
    const callerId = await createCallerId(context.db, customer.account.id, { callerid_name: 'Acme Sales', callerid_number: '2348030000001' });
    const did = await createDid(context.db, customer, { number: '2348030000999' });
    const extension = await createExtension(
      context.db,
      { account: customer.account, domain },
      {
        username: '1001',
        display_name: 'Ada Front Desk',
        call_billing_account_id: customer.callAccount.id,
        caller_id: callerId.id,
        did_id: did.id,
        variables: { hold_music: 'local_stream://moh', rl_extension_id: '999' },
        parameters: { 'vm-enabled': 'false', password: 'leaked' },
      },
    );
    await context.db.insert(extensionDevices).values([
      { extension_id: extension.id, domain_id: domain.id, username: 'ada-desk', password: seal('desk secret') },
      { extension_id: extension.id, domain_id: domain.id, username: 'ada-mobile', password: seal('mobile secret') },
      { extension_id: extension.id, domain_id: domain.id, username: 'ada-old', password: seal('old secret'), enabled: false },
    ]);
    Object.assign(world, { domain, extension, account: customer.account, callAccount: customer.callAccount });
  });

  it("answers a device's digest check with its a1-hash, never its password, and its extension's variables", async () => {
    for (const method of ['REGISTER', 'INVITE']) {
      const body = await lookup(signIn(world.domain.name, 'ada-desk', method));
      expect(body).toContain(`<domain name="${world.domain.name}">`);
      expect(body).toContain('<user id="ada-desk">');
      expect(pairs(body, 'param')['a1-hash']).toBe(md5(`ada-desk:${world.domain.name}:desk secret`));
      expect(body).not.toContain('desk secret');
      expect(body).not.toContain('leaked');
      expect(pairs(body, 'param')['vm-enabled']).toBe('false');
      expect(pairs(body, 'variable')).toMatchObject({
        rl_extension_id: String(world.extension.id),
        rl_call_account_id: String(world.callAccount.id),
        accountcode: world.account.number,
        user_context: world.domain.name,
        effective_caller_id_name: 'Ada Front Desk',
        effective_caller_id_number: '1001',
        outbound_caller_id_name: 'Acme Sales',
        outbound_caller_id_number: '2348030000001',
        hold_music: 'local_stream://moh',
        domain_tone: 'us',
      });
    }
  });

  it('signs a device in whatever case its username and domain are typed in, hashing them as the phone sent them', async () => {
    const upper = world.domain.name.toUpperCase();
    const body = await lookup(signIn(upper, 'ADA-Mobile'));
    expect(pairs(body, 'param')['a1-hash']).toBe(md5(`ADA-Mobile:${upper}:mobile secret`));
  });

  it('signs a device in with the password it was given last, never an answer kept from before the change', async () => {
    const hashFor = async () => pairs(await lookup(signIn(world.domain.name, 'ada-mobile')), 'param')['a1-hash'];
    expect(await hashFor()).toBe(md5(`ada-mobile:${world.domain.name}:mobile secret`));
    const mobile = eq(extensionDevices.username, 'ada-mobile');
    await context.db
      .update(extensionDevices)
      .set({ password: seal('new mobile secret') })
      .where(mobile);
    expect(await hashFor()).toBe(md5(`ada-mobile:${world.domain.name}:new mobile secret`));
    await context.db
      .update(extensionDevices)
      .set({ password: seal('mobile secret') })
      .where(mobile);
  });

  it('refuses a disabled device, an unknown one, and one of another domain', async () => {
    const other = await createDomain(context.db, { is_primary: false });
    expect(await lookup(signIn(world.domain.name, 'ada-old'))).toBe(NOT_FOUND_DOCUMENT);
    expect(await lookup(signIn(world.domain.name, 'nobody'))).toBe(NOT_FOUND_DOCUMENT);
    expect(await lookup(signIn(other.name, 'ada-desk'))).toBe(NOT_FOUND_DOCUMENT);
  });

  it('rings every enabled device of an extension dialled as user/1001@domain, and only those', async () => {
    const body = await lookup(directoryForm(world.domain.name, { action: 'user_call', user: '1001', key: 'id' }));
    expect(body).toContain('<user id="1001">');
    expect(pairs(body, 'param')['dial-string']).toBe(`\${sofia_contact(*/ada-desk@${world.domain.name})},\${sofia_contact(*/ada-mobile@${world.domain.name})}`);
    expect(pairs(body, 'param')).not.toHaveProperty('a1-hash');
    expect(pairs(body, 'variable').rl_extension_id).toBe(String(world.extension.id));
  });

  it('neither signs in nor rings an extension whose extension, domain, account or call account is disabled', async () => {
    const switches = [
      [extensions, world.extension.id],
      [domains, world.domain.id],
      [accounts, world.account.id],
      [callAccounts, world.callAccount.id],
    ] as const;
    for (const [table, id] of switches) {
      await context.db.update(table).set({ enabled: false }).where(eq(table.id, id));
      expect(await lookup(signIn(world.domain.name, 'ada-desk'))).toBe(NOT_FOUND_DOCUMENT);
      expect(await lookup(directoryForm(world.domain.name, { action: 'user_call', user: '1001' }))).toBe(NOT_FOUND_DOCUMENT);
      await context.db.update(table).set({ enabled: true }).where(eq(table.id, id));
    }
    expect(await lookup(signIn(world.domain.name, 'ada-desk'))).not.toBe(NOT_FOUND_DOCUMENT);
  });

  it('leaves the lookups sofia makes for its own gateways and ACLs to the switch', async () => {
    expect(await lookup(directoryForm(world.domain.name, { purpose: 'gateways' }))).toBe(NOT_FOUND_DOCUMENT);
    expect(await lookup(directoryForm(world.domain.name, { purpose: 'network-list' }))).toBe(NOT_FOUND_DOCUMENT);
  });
});
