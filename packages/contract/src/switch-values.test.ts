import { describe, expect, it } from 'vitest';
import { channelVariables, isDnsName, isIpAddress, sofiaParameters } from './switch-values.js';
import { createSchema } from './resource.js';
import { gateways } from './resources/gateways.js';
import { registry } from './registry.js';

describe('what FreeSWITCH can resolve', () => {
  it('takes DNS names of RFC 1123 labels, a single label included', () => {
    for (const name of ['sip.example.com', 'localhost', 'a-b.c1.example', 'x'.repeat(63) + '.example']) expect(isDnsName(name), name).toBe(true);
    for (const name of ['-a.example', 'a-.example', 'a..example', 'has space.example', 'x'.repeat(64) + '.example', 'under_score.example']) {
      expect(isDnsName(name), name).toBe(false);
    }
  });

  it('takes IPv4 and IPv6 addresses only', () => {
    for (const address of ['10.0.0.5', '203.0.113.7', '2001:db8::5', '::1']) expect(isIpAddress(address), address).toBe(true);
    for (const address of ['10.0.0.256', '10.0.0', 'switch.example.com', '2001:db8:::5']) expect(isIpAddress(address), address).toBe(false);
  });
});

describe('settings objects', () => {
  const parameters = sofiaParameters('Parameters');

  it('takes an object of text values, or its JSON text as a textarea sends it; empty text is no settings', () => {
    expect(parameters.parse({ 'ext-rtp-ip': '203.0.113.7' })).toEqual({ 'ext-rtp-ip': '203.0.113.7' });
    expect(parameters.parse('{"context": "public"}')).toEqual({ context: 'public' });
    expect(parameters.parse('  ')).toEqual({});
  });

  it('refuses names sofia would not read, values that are not text, and text that is not a JSON object', () => {
    const messageOf = (value: unknown, schema = parameters) => schema.safeParse(value).error?.issues[0]?.message;
    expect(messageOf({ 'rtp ip': 'x' })).toBe('Parameters: names hold letters, digits and dashes, starting with a letter, at most 64 characters');
    expect(messageOf({ user_context: 'x' }, channelVariables('Variables'))).toBeUndefined();
    expect(messageOf({ 'user-context': 'x' }, channelVariables('Variables'))).toBe(
      'Variables: names hold letters, digits and underscores, not starting with a digit, at most 64 characters',
    );
    expect(messageOf({ context: 1 })).toBe('Parameters must be a JSON object of text values, like {"context": "public"}');
    expect(messageOf('[1, 2]')).toBe('Parameters must be a JSON object of text values, like {"context": "public"}');
    expect(messageOf('{oops')).toBe('Parameters must be a JSON object of text values, like {"context": "public"}');
    expect(messageOf({ context: 'a\u0000b' })).toBe('Parameters contains a control character; remove it');
  });

  it('keeps a gateway password out of its parameters, where it would be stored as typed', () => {
    const result = createSchema(gateways).safeParse({ name: 'gw', profile_id: 1, enabled: true, parameters: { password: 'x' } });
    expect(result.error?.issues[0]?.message).toBe('Put the password in the Password field, where it is stored encrypted');
  });
});

describe('key/value fields', () => {
  const keyValueFields = registry.flatMap((resource) =>
    Object.entries(resource.fields).flatMap(([name, field]) => (field.input.kind === 'keyValues' ? [{ resource, name, field, input: field.input }] : [])),
  );

  it("describes every switch resource's settings object as key/value rows", () => {
    expect(keyValueFields.map(({ resource, name }) => `${resource.name}.${name}`)).toEqual(
      expect.arrayContaining([
        'domains.parameters',
        'domains.variables',
        'sip_profiles.parameters',
        'gateways.parameters',
        'gateways.variables',
        'gateways.inbound_variables',
        'gateways.outbound_variables',
      ]),
    );
  });

  it('suggests only keys its own field accepts, so a picked suggestion is never refused', () => {
    for (const { field, input } of keyValueFields) {
      for (const key of input.suggestions ?? []) expect(field.schema.safeParse({ [key]: 'value' }).success, key).toBe(true);
    }
    expect(gateways.fields.parameters.input).toMatchObject({ suggestions: expect.not.arrayContaining(['password']) });
  });
});
