import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { useTestApp } from '../../../test/harness.js';
import { SWITCH, switchAuth } from '../../../test/call-world.js';
import { createGateway, createSipProfile } from '../../../test/factories.js';
import { createSecretBox } from '../../../secret-box.js';
import { NOT_FOUND_DOCUMENT } from '../xml/freeswitch-xml.js';

const encryptionKey = randomBytes(32);

describe('sofia.conf from POST /freeswitch/xml', () => {
  const context = useTestApp({ switchCredentials: SWITCH, encryptionKey });
  const names = { runs: '', elsewhere: '', disabled: '', deleted: '', gateway: '', off: '' };

  beforeAll(async () => {
    const tag = randomBytes(3).toString('hex');
    const runs = await createSipProfile(context.db, { name: `runs-${tag}`, sip_ip: '127.0.0.1', sip_port: 5080 });
    const elsewhere = await createSipProfile(context.db, { name: `elsewhere-${tag}`, hostname: 'fs2.example.net' });
    const disabled = await createSipProfile(context.db, { name: `disabled-${tag}`, enabled: false });
    const deleted = await createSipProfile(context.db, { name: `deleted-${tag}`, deleted_at: new Date() });
    const sealed = createSecretBox(encryptionKey).seal('carrier-password');
    const gateway = await createGateway(context.db, { profile_id: runs.id, password: sealed, parameters: { proxy: '127.0.0.1:5999', username: 'acme' } });
    const off = await createGateway(context.db, { profile_id: runs.id, enabled: false });
    Object.assign(names, { runs: runs.name, elsewhere: elsewhere.name, disabled: disabled.name, deleted: deleted.name, gateway: gateway.name, off: off.name });
  });

  const sofiaConf = (hostname: string, extra = '') =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `hostname=${hostname}&section=configuration&tag_name=configuration&key_name=name&key_value=sofia.conf${extra}`,
    });

  it("answers this switch's enabled, live profiles with their enabled gateways, passwords opened", async () => {
    const response = await sofiaConf('fs1');
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    expect(xml).toContain(`<profile name="${names.runs}">`);
    expect(xml).toContain('<param name="sip-port" value="5080"/>');
    expect(xml).toContain(
      `<gateway name="${names.gateway}"><param name="proxy" value="127.0.0.1:5999"/><param name="username" value="acme"/><param name="password" value="carrier-password"/>`,
    );
    for (const absent of [names.elsewhere, names.disabled, names.deleted, names.off]) expect(xml).not.toContain(`"${absent}"`);
  });

  it('answers the profiles of a named host to that host', async () => {
    expect((await sofiaConf('FS2.example.net')).body).toContain(`<profile name="${names.elsewhere}">`);
  });

  it("answers one profile when the switch names it, and leaves a profile it does not run to the switch's files", async () => {
    const one = await sofiaConf('fs1', `&profile=${names.runs}&reconfig=true`);
    expect(one.body.match(/<profile /g)).toHaveLength(1);
    expect((await sofiaConf('fs1', `&profile=${names.disabled}`)).body).toBe(NOT_FOUND_DOCUMENT);
    expect((await sofiaConf('fs1', '&profile=external')).body).toBe(NOT_FOUND_DOCUMENT);
  });
});
