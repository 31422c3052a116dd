import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { SWITCH, switchAuth } from '../../../test/call-world.js';
import { NOT_FOUND_DOCUMENT } from '../xml/freeswitch-xml.js';
import { BODY_LIMIT_BYTES } from '../../../app.js';
import { createSipProfile } from '../../../test/factories.js';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../plugins/compression.js';

const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.form`, import.meta.url), 'utf8').trim();

describe('POST /freeswitch/xml', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  const lookup = (payload: string, authorization = switchAuth, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'freeswitch-xml/1.0', ...headers },
      payload,
    });

  it('answers 401 without the switch credentials', async () => {
    const response = await lookup(recorded('configuration-json-cdr'), `Basic ${Buffer.from('freeswitch:wrong').toString('base64')}`);
    expect(response.statusCode).toBe(401);
  });

  it("answers FreeSWITCH's not-found document, as XML with status 200, for what Ringledger does not serve", async () => {
    for (const payload of [recorded('configuration-json-cdr'), 'section=languages&key_value=en', '']) {
      const response = await lookup(payload);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(response.body).toBe(NOT_FOUND_DOCUMENT);
    }
  });

  it("answers without the console's browser headers or compression, and keeps its door, body limit and error shape", async () => {
    // A profile with parameters enough that its sofia.conf answer passes the compression threshold.
    const parameters = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`user-agent-string-${index}`, `Ringledger test ${index}`]));
    await createSipProfile(context.db, { parameters });
    const answered = await lookup(recorded('configuration-sofia'), switchAuth, { 'accept-encoding': 'gzip, br' });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-encoding']).toBeUndefined();
    expect(answered.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answered.body).toContain('Ringledger test 39');
    for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'cross-origin-opener-policy'])
      expect(answered.headers[header], header).toBeUndefined();

    const refused = await lookup('', `Basic ${Buffer.from(`${SWITCH.user}:wrong`).toString('base64')}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Basic realm="Ringledger switch"');
    expect(refused.json()).toEqual({ error: 'The switch credentials are missing or wrong' });
    const tooLarge = await lookup(`section=directory&padding=${'x'.repeat(BODY_LIMIT_BYTES)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'The request body is too large' });

    // The console's answers keep both.
    const openApi = await context.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(openApi.headers['content-encoding']).toBe('gzip');
    expect(openApi.headers['x-frame-options']).toBe('DENY');
  });
});
