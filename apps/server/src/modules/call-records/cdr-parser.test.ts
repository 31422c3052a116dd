import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { parseCdr } from './cdr-parser.js';
import { buildModJsonCdr, encodeModJsonCdr, switchUrlEncode } from './mod-json-cdr.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const A_LEG = '5f0e2a64-3c1b-4d7e-9a52-8b1c6d0e4f21';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, message: error.message } : error;
  }
  return undefined;
}

describe('parseCdr', () => {
  it('reads an A-leg as the switch writes it: uuid, times, seconds, numbers, user and domain', () => {
    expect(parseCdr(fixture('a-leg.cdr.json'), { contentType: 'application/json', uuid: A_LEG })).toEqual({
      uuid: A_LEG,
      callUuid: A_LEG,
      isBLeg: false,
      callstart: '2025-03-14T09:26:53.120Z',
      answerstart: '2025-03-14T09:26:57.120Z',
      callend: '2025-03-14T09:29:02.400Z',
      duration: 129,
      billseconds: 125,
      hangupCause: 'NORMAL_CLEARING',
      refusal: null,
      callerIdNumber: '1001',
      callerIdName: 'Ada Obi',
      destinationNumber: '08031234567',
      sipUser: '1001',
      domain: 'pbx.example.net',
      gateway: null,
      ids: { callAccountId: null, extensionId: null, didId: null, trunkId: null },
    });
  });

  it("reads a B-leg (outbound, another leg's call_uuid) with its gateway, from an older switch's callflow object", () => {
    const leg = parseCdr(fixture('b-leg.cdr.json'));
    expect(leg).toMatchObject({
      uuid: 'c7d9e1f3-2a4b-4c6d-8e0f-1a3b5c7d9e0f',
      callUuid: A_LEG,
      isBLeg: true,
      billseconds: 124,
      destinationNumber: '2348031234567',
      gateway: 'carrier-a',
    });
  });

  it('knows a B-leg bridged from a dialplan answer by originating_leg_uuid, though its call_uuid is its own', () => {
    const cdr = JSON.parse(fixture('b-leg.cdr.json').toString('utf8')) as { variables: Record<string, string> };
    cdr.variables.originating_leg_uuid = A_LEG;
    cdr.variables.call_uuid = cdr.variables.uuid;
    expect(parseCdr(JSON.stringify(cdr))).toMatchObject({ uuid: 'c7d9e1f3-2a4b-4c6d-8e0f-1a3b5c7d9e0f', callUuid: A_LEG, isBLeg: true });
  });

  it('reads the same leg from every encoding mod_json_cdr posts, with or without encode-values', () => {
    const cdr = buildModJsonCdr({
      uuid: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
      callerIdNumber: '+2348035550199',
      callerIdName: 'Bayo Adé & Co',
      destinationNumber: '1002',
      domain: 'pbx.example.net',
      start: new Date('2025-05-01T12:00:00Z'),
      billsec: 30,
      variables: { rl_call_account_id: '12', rl_extension_id: '7', rl_did_id: '3', rl_trunk_id: 'x' },
    });
    const expected = parseCdr(JSON.stringify(cdr));
    expect(expected).toMatchObject({
      callerIdNumber: '+2348035550199',
      callerIdName: 'Bayo Adé & Co',
      ids: { callAccountId: 12, extensionId: 7, didId: 3, trunkId: null },
    });
    for (const options of [
      { encoding: 'form' },
      { encoding: 'base64' },
      { encoding: 'json', encodeValues: true },
      { encoding: 'base64', encodeValues: true },
    ] as const) {
      const { body, contentType } = encodeModJsonCdr(cdr, options);
      expect(parseCdr(Buffer.from(body), { contentType }), JSON.stringify(options)).toEqual(expected);
    }
  });

  it('reads err-log-dir files, which hold the posted text without cdr=', () => {
    const cdr = JSON.parse(fixture('a-leg.cdr.json').toString());
    for (const encoding of ['form', 'base64'] as const) {
      const body = encodeModJsonCdr(cdr, { encoding }).body.slice('cdr='.length);
      expect(parseCdr(body).uuid).toBe(A_LEG);
    }
  });

  it('takes the uuid from ?uuid= when the variables lack it, and falls back to the callflow times', () => {
    const cdr = JSON.parse(fixture('a-leg.cdr.json').toString());
    for (const name of ['uuid', 'start_epoch', 'start_uepoch', 'answer_epoch', 'answer_uepoch', 'end_epoch', 'end_uepoch', 'billsec', 'duration'])
      delete cdr.variables[name];
    expect(parseCdr(JSON.stringify(cdr), { uuid: A_LEG })).toMatchObject({
      uuid: A_LEG,
      callstart: '2025-03-14T09:26:53.120Z',
      answerstart: '2025-03-14T09:26:57.120Z',
      duration: 129,
      billseconds: 125,
    });
  });

  it('drops control characters and decodes %-escapes in what it keeps', () => {
    const cdr = JSON.parse(fixture('a-leg.cdr.json').toString());
    cdr.variables.caller_id_name = 'Ada\u0000 Obi%2C Esq';
    cdr.callflow[0].caller_profile.caller_id_name = 'x';
    expect(parseCdr(JSON.stringify(cdr)).callerIdName).toBe('Ada Obi, Esq');
    expect(switchUrlEncode('a%2Bb +c')).toBe('a%2Bb%20%2Bc');
  });

  it.each([
    ['an empty body', '', 'the body is empty'],
    ['text that is not JSON', 'hello', 'the body is not JSON'],
    ['a JSON array', '[1]', 'the JSON is not an object'],
    ['an object without variables', '{"a":1}', 'it has no "variables" object'],
    ['a CDR without a uuid', '{"variables":{"start_epoch":"1700000000"}}', 'it names no uuid'],
    ['a CDR without a start', '{"variables":{"uuid":"u1"}}', 'it has no start time'],
  ])('refuses %s with 400 saying why', (_name, body, why) => {
    expect(refusal(() => parseCdr(body))).toEqual({ status: 400, message: expect.stringContaining(why) });
  });
});
