import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { SWITCH, switchAuth } from '../../../test/call-world.js';
import { NOT_FOUND_DOCUMENT } from '../xml/freeswitch-xml.js';

const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.form`, import.meta.url), 'utf8').trim();

describe('POST /freeswitch/xml', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  const lookup = (payload: string, authorization = switchAuth) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'freeswitch-xml/1.0' },
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
});
