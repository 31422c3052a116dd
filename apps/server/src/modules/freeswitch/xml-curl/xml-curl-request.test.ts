import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readXmlCurlRequest } from './xml-curl-request.js';

const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.form`, import.meta.url), 'utf8').trim();

describe("reading mod_xml_curl's requests", () => {
  it('reads a REGISTER digest check as the switch posted it', () => {
    const request = readXmlCurlRequest(recorded('directory-register'));
    expect(request).toMatchObject({ hostname: 'rl-smoke', section: 'directory', tagName: 'domain', keyName: 'name', keyValue: '127.0.0.1' });
    expect(request.field('action')).toBe('sip_auth');
    expect(request.field('user')).toBe('1000');
    expect(request.field('sip_auth_method')).toBe('REGISTER');
    expect(request.field('sip_auth_uri')).toBe('sip:127.0.0.1:5060');
    expect(request.field('sip_call_id')).toBe('1-9055@127.0.0.1');
  });

  it("reads a dialplan lookup's hunt fields and channel variables, decoded", () => {
    const request = readXmlCurlRequest(recorded('dialplan'));
    expect(request.section).toBe('dialplan');
    expect(request.keyValue).toBe('');
    expect(request.field('Hunt-Context')).toBe('default');
    expect(request.field('Hunt-Destination-Number')).toBe('15555550100');
    expect(request.field('Caller-Caller-ID-Name')).toBe('Smoke 1000');
    expect(request.field('variable_sip_full_from')).toBe('"Smoke 1000" <sip:1000@127.0.0.1>;tag=9107SIPpTag011');
  });

  it('reads a configuration lookup by its name', () => {
    const request = readXmlCurlRequest(recorded('configuration-sofia'));
    expect(request).toMatchObject({ section: 'configuration', tagName: 'configuration', keyName: 'name', keyValue: 'sofia.conf' });
  });

  it('keeps a plus as a plus: the switch encodes its own as %2B', () => {
    const request = readXmlCurlRequest('section=dialplan&Hunt-Destination-Number=%2B2348031234567&Caller-Caller-ID-Number=+44');
    expect(request.field('Hunt-Destination-Number')).toBe('+2348031234567');
    expect(request.field('Caller-Caller-ID-Number')).toBe('+44');
  });

  it("does not let an unencoded field's text stand in for a field the switch encoded", () => {
    // A SIP domain of "evil&user=1000" arrives unencoded in key_value, before the switch's own user field.
    const request = readXmlCurlRequest('hostname=fs&section=directory&tag_name=domain&key_name=name&key_value=evil&user=1000&section=dialplan&user=bob');
    expect(request.section).toBe('directory');
    expect(request.field('user')).toBe('bob');
  });

  it('reads a body without a section as asking for nothing', () => {
    expect(readXmlCurlRequest('').section).toBe('');
  });
});
