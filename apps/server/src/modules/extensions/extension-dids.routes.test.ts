import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extensions } from '../../db/schema/index.js';
import { useAdminApi } from '../../test/api.js';
import { createCallAccountWithAccount, createDid, createDomain, createExtension, createUser } from '../../test/factories.js';

describe('extension DIDs API', () => {
  const { context, call } = useAdminApi('');
  let domain: { id: number; name: string };

  beforeAll(async () => {
    domain = await createDomain(context.db);
  });

  /** A customer with two extensions and a DID, all theirs. */
  async function customer(values: { simultaneous_extension?: boolean } = {}) {
    const user = await createUser(context.db, 'user');
    const rows = await createCallAccountWithAccount(context.db, user.id);
    const [first, second] = [await createExtension(context.db, { ...rows, domain }), await createExtension(context.db, { ...rows, domain })];
    const did = await createDid(context.db, rows, values);
    return { ...rows, user, first, second, did };
  }

  it('assigns a DID ("DID is required" without one), lists it with its number, and refuses it twice', async () => {
    const { first, did } = await customer();
    expect((await call('POST', `/extensions/${first.id}/dids`, {})).json()).toMatchObject({ fields: { did_id: 'DID is required' } });
    const assigned = await call('POST', `/extensions/${first.id}/dids`, { did_id: did.id, enabled: true });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json()).toMatchObject({ extension_id: first.id, did_id: did.id, did: { number: did.number }, enabled: true });
    expect((await call('GET', `/extensions/${first.id}/dids`)).json()).toMatchObject({ total: 1, results: [{ did: { number: did.number } }] });
    const again = await call('POST', `/extensions/${first.id}/dids`, { did_id: did.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This DID already rings this extension');
  });

  it("takes the spec's assignment payload {extensionId, did_id, enabled}, its extensionId the path's extension as a number or text", async () => {
    const { first, second, did } = await customer({ simultaneous_extension: true });
    const assigned = await call('POST', `/extensions/${first.id}/dids`, { extensionId: String(first.id), did_id: did.id, enabled: true });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json()).toMatchObject({ extension_id: first.id, did_id: did.id, enabled: true });
    const edited = await call('PATCH', `/extensions/${first.id}/dids/${did.id}`, { extensionId: first.id, enabled: false });
    expect(edited.json()).toMatchObject({ extension_id: first.id, enabled: false });

    const elsewhere = await call('POST', `/extensions/${second.id}/dids`, { extensionId: first.id, did_id: did.id, enabled: true });
    expect(elsewhere.statusCode).toBe(400);
    const mismatch = `extensionId must be ${second.id}, the id of the extension in the path`;
    expect(elsewhere.json()).toEqual({ error: mismatch, fields: { extensionId: mismatch } });
    expect((await call('GET', `/extensions/${second.id}/dids`)).json().total).toBe(0);
    const notAnId = await call('POST', `/extensions/${second.id}/dids`, { extensionId: 'first', did_id: did.id });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().fields).toEqual({ extensionId: 'extensionId must be a whole number' });
  });

  it('rings one extension unless the DID allows simultaneous extensions, and says which one holds it', async () => {
    const { first, second, did } = await customer();
    await call('POST', `/extensions/${first.id}/dids`, { did_id: did.id });
    const held = await call('POST', `/extensions/${second.id}/dids`, { did_id: did.id });
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toBe(
      `DID ${did.number} already rings extension ${first.username}@${domain.name}; allow Simultaneous Extension on the DID to ring several`,
    );

    const shared = await customer({ simultaneous_extension: true });
    await call('POST', `/extensions/${shared.first.id}/dids`, { did_id: shared.did.id });
    expect((await call('POST', `/extensions/${shared.second.id}/dids`, { did_id: shared.did.id })).statusCode).toBe(201);
    const turnedOff = await call('PATCH', `/dids/${shared.did.id}`, { simultaneous_extension: false });
    expect(turnedOff.statusCode).toBe(409);
    expect(turnedOff.json().error).toBe('This DID rings 2 extensions; take it off all but one before turning off Simultaneous Extension');
  });

  it('decides concurrent assignments of one DID one at a time', async () => {
    const { first, second, did } = await customer();
    const answers = await Promise.all([first, second].map((extension) => call('POST', `/extensions/${extension.id}/dids`, { did_id: did.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses another customer's DID, and a DID moving to another customer while it rings their extension", async () => {
    const [ada, bayo] = [await customer(), await customer()];
    const crossed = await call('POST', `/extensions/${ada.first.id}/dids`, { did_id: bayo.did.id });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error).toMatch(/^The DID belongs to .+ and the extension to .+; both must belong to the same customer$/);
    await call('POST', `/extensions/${ada.first.id}/dids`, { did_id: ada.did.id });
    const moved = await call('PATCH', `/dids/${ada.did.id}`, { account_id: bayo.account.id, call_billing_account_id: bayo.callAccount.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields.account_id).toMatch(/^This DID rings extensions of .+; take it off them before moving it to /);
  });

  it('takes a DID off by its id, leaving the extension without it as main DID', async () => {
    const { first, did } = await customer();
    await context.db.update(extensions).set({ did_id: did.id }).where(eq(extensions.id, first.id));
    await call('POST', `/extensions/${first.id}/dids`, { did_id: did.id });
    expect((await call('PATCH', `/extensions/${first.id}/dids/${did.id}`, { enabled: false })).json()).toMatchObject({ enabled: false });
    expect((await call('DELETE', `/extensions/${first.id}/dids/${did.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/extensions/${first.id}`)).json()).toMatchObject({ did_id: null, did: null });
    expect((await call('DELETE', `/extensions/${first.id}/dids/${did.id}`)).json()).toEqual({ error: 'That DID is not assigned to this extension' });
  });
});
