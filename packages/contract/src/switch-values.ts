import { z } from 'zod';
import { CONTROL_CHARACTER, controlCharacterMessage, requiredText } from './fields.js';

/** An IPv4 or IPv6 address, as FreeSWITCH binds to or announces it. */
export function isIpAddress(value: string) {
  return z.ipv4().safeParse(value).success || z.ipv6().safeParse(value).success;
}

/** A DNS name (RFC 1123 labels, at most 253 characters); a single label such as `localhost` counts. */
export function isDnsName(value: string) {
  if (value.length > 253) return false;
  return value.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label));
}

/** What a switch resolves: a DNS name or, when `allowIp`, an IP address; empty text is left to the required rule. */
export const hostRule = (label: string, allowIp: boolean) =>
  [
    (value: string) => value === '' || isDnsName(value) || (allowIp && isIpAddress(value)),
    allowIp ? `${label} must be a DNS name or an IP address` : `${label} must be a DNS name`,
  ] as const;

export const ipAddressRule = (label: string) => [(value: string) => value === '' || isIpAddress(value), `${label} must be an IP address`] as const;

/** The names FreeSWITCH gives its settings: sofia parameters are dashed (`ext-rtp-ip`), channel variables underscored. */
export const PARAMETER_NAME = /^[a-z][a-z0-9-]*$/i;
export const VARIABLE_NAME = /^[a-z_][a-z0-9_]*$/i;

const MAX_ENTRIES = 100;

function parsedObject(raw: unknown, label: string, addIssue: (message: string) => void) {
  if (typeof raw !== 'string') return raw;
  // API clients that build the body as text may send the object as its JSON text.
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    addIssue(`${label} must be a JSON object of text values, like {"context": "public"}`);
    return raw;
  }
}

/**
 * Settings handed to FreeSWITCH as `<param name=… value=…/>` or channel variables: an object of
 * text values, sent as an object or as its JSON text. Names FreeSWITCH would not read and values
 * with control characters never reach the database.
 */
export const settingsObject = (label: string, names: RegExp, nameRule: string) => {
  const notAnObject = `${label} must be a JSON object of text values, like {"context": "public"}`;
  const badName = `${label}: names hold ${nameRule}, at most 64 characters`;
  return z.preprocess(
    (raw, context) =>
      parsedObject(raw, label, (message) => {
        context.addIssue({ code: 'custom', message });
      }),
    z
      .record(
        z.string().max(64).regex(names),
        z
          .string({ error: notAnObject })
          .max(1024, `${label}: values must be at most 1024 characters`)
          .refine((value) => !CONTROL_CHARACTER.test(value), controlCharacterMessage(label)),
        // A bad key is reported by the record itself ("Invalid key in record"): say which rule it broke.
        { error: (issue) => (issue.code === 'invalid_key' ? badName : issue.code === 'invalid_type' ? notAnObject : undefined) },
      )
      .refine((value) => Object.keys(value).length <= MAX_ENTRIES, `${label} may hold at most ${MAX_ENTRIES} entries`),
  );
};

export const sofiaParameters = (label: string) => settingsObject(label, PARAMETER_NAME, 'letters, digits and dashes, starting with a letter');
export const channelVariables = (label: string) => settingsObject(label, VARIABLE_NAME, 'letters, digits and underscores, not starting with a digit');

/** What answers carry for such settings. */
export const settings = z.record(z.string(), z.string());

/** A sofia profile's or gateway's name: FreeSWITCH puts it in dial strings and XML ids, so only plain characters. */
export const sofiaName = () =>
  requiredText('Name is required', 64).regex(/^[a-z0-9][a-z0-9_.-]*$/i, 'Name may hold letters, digits, dots, dashes and underscores only');

/**
 * A name FreeSWITCH's directory knows a user by and a phone registers with (the user part of
 * `sip:1001@pbx.example.net`): letters, digits and the few marks SIP and dial strings pass as they are.
 */
export const sipUsername = (message = 'Username is required') =>
  requiredText(message, 64).regex(
    /^[a-z0-9][a-z0-9_.+-]*$/i,
    'Username may hold letters, digits, dots, dashes, plus signs and underscores only, starting with a letter or digit',
  );

/** Channel variables set on the call before the endpoint: `{leg_timeout=10,ignore_early_media=true}`. */
const VARIABLE_BLOCK = /^\{[a-z_][a-z0-9_]*=[^,{}]*(,[a-z_][a-z0-9_]*=[^,{}]*)*\}/i;

/** The endpoints a call centre rings an agent on: a directory user, a gateway, a sofia profile, a loopback or an error. */
const DIAL_ENDPOINTS = [
  /^user\/[^\s@/]+(@[^\s@/]+)?$/i,
  /^sofia\/gateway\/[^\s/]+\/\S+$/i,
  /^sofia\/(?!gateway\/)[^\s/]+\/\S+$/i,
  /^loopback\/\S+$/i,
  /^error\/\S+$/i,
];

/** Why text is not a FreeSWITCH dial string, or undefined when it is one. */
export function dialStringProblem(value: string, label: string): string | undefined {
  let endpoint = value;
  if (value.startsWith('{')) {
    const block = VARIABLE_BLOCK.exec(value);
    if (!block) return `${label}: channel variables go first as {name=value,...}, such as {leg_timeout=10}`;
    endpoint = value.slice(block[0].length);
  }
  if (DIAL_ENDPOINTS.some((pattern) => pattern.test(endpoint))) return undefined;
  return `${label} must be a FreeSWITCH dial string such as user/1001@pbx.example.net or {leg_timeout=10}sofia/gateway/carrier1/15551234567`;
}

/** What FreeSWITCH dials to reach someone (a call-centre agent's contact), checked for its shape. */
export const dialString = (message: string, label = message.replace(/ is required$/, '')) =>
  requiredText(message, 1024, label).superRefine((value, context) => {
    const problem = dialStringProblem(value, label);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
