import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber } from '../resource.js';
import { audited, CONTROL_CHARACTER, controlCharacterMessage } from '../fields.js';
import { lookupField } from '../field-descriptions.js';
import { channelVariables, settings, sofiaName, sofiaParameters } from '../switch-values.js';

/**
 * The sofia gateway parameters a carrier's sign-up sheet usually asks for, offered as keys in the
 * form; `password` is not among them, as it has its own encrypted field.
 */
export const GATEWAY_PARAMETERS = [
  'username',
  'realm',
  'from-user',
  'from-domain',
  'proxy',
  'register',
  'register-transport',
  'expire-seconds',
  'retry-seconds',
  'caller-id-in-from',
  'ping',
  'extension',
  'context',
] as const;

/** The channel variables carriers most often need set on a gateway's calls. */
const GATEWAY_VARIABLES = ['sip_cid_type', 'absolute_codec_string', 'ignore_early_media', 'effective_caller_id_number', 'effective_caller_id_name'] as const;

const variables = (label: string, help: string) =>
  ({ schema: channelVariables(label), label, input: { kind: 'keyValues', suggestions: GATEWAY_VARIABLES }, help }) as const;

/**
 * A carrier's SIP gateway on one SIP profile. Its password is a separate field: stored encrypted
 * and never answered, so it is refused inside `parameters`, where it would be kept as typed.
 */
export const gateways = defineResource({
  name: 'gateways',
  label: 'GATEWAYS',
  singular: 'Gateway',
  plural: 'gateways',
  fields: {
    name: {
      schema: sofiaName(),
      label: 'Name',
      input: { kind: 'text' },
      required: true,
      unique: 'A gateway named {value} already exists on this SIP profile',
      placeholder: 'e.g. carrier-a',
      help: 'The sofia gateway name dial strings use: sofia/gateway/<name>/…',
    },
    profile_id: lookupField('SIP Profile', 'sip_profiles', 'name', {
      message: 'SIP profile is required',
      missing: 'The chosen SIP profile does not exist',
      required: true,
    }),
    enabled: {
      schema: z.boolean({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Enabled is required' : 'Enabled must be true or false') }),
      label: 'Enabled',
      input: { kind: 'boolean' },
      required: true,
    },
    password: {
      schema: z
        .string({ error: 'Password must be text' })
        .max(128, 'Password must be at most 128 characters')
        .refine((value) => !CONTROL_CHARACTER.test(value), controlCharacterMessage('Password')),
      label: 'Password',
      input: { kind: 'password' },
      nullable: true,
      help: 'The password the carrier gave for registering; stored encrypted and never shown; kept as it is unless a new one is typed',
    },
    parameters: {
      schema: sofiaParameters('Parameters').refine((value) => !('password' in value), 'Put the password in the Password field, where it is stored encrypted'),
      label: 'Parameters',
      input: { kind: 'keyValues', suggestions: GATEWAY_PARAMETERS },
      help: 'Sofia gateway parameters, such as username, realm, proxy and register; the password goes in its own field',
    },
    variables: variables('Variables', 'Channel variables set on every call through the gateway'),
    inbound_variables: variables('Inbound Variables', 'Channel variables set on calls the carrier sends in'),
    outbound_variables: variables('Outbound Variables', 'Channel variables set on calls sent to the carrier'),
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    profile_id: z.number(),
    profile: z.object({ name: z.string() }).nullable(),
    enabled: z.boolean(),
    parameters: settings,
    variables: settings,
    inbound_variables: settings,
    outbound_variables: settings,
    ...audited,
  }),
  sortable: ['name', 'enabled'],
  searchable: ['name', 'profile.name'],
  filters: { profile_id: filterNumber.optional(), enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'profile', 'enabled', 'created_by', 'created_at'],
  display: 'name',
  lookupContext: ['profile'],
  layout: {
    lead: ['name', 'enabled'],
    sections: [
      { title: 'Connection', fields: ['profile_id', 'password', 'parameters'] },
      { title: 'Channel variables', fields: ['variables', 'inbound_variables', 'outbound_variables'] },
    ],
  },
});
