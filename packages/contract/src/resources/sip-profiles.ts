import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean } from '../resource.js';
import { audited, requiredText, text } from '../fields.js';
import { descriptionField, numberField, yesNo } from '../field-descriptions.js';
import { hostRule, ipAddressRule, settings, sofiaName, sofiaParameters } from '../switch-values.js';

/**
 * The sofia profile parameters most deployments set, offered as keys in the form. The SIP address
 * and port are the profile's own fields, so `sip-ip` and `sip-port` are not offered.
 */
export const PROFILE_PARAMETERS = [
  'context',
  'dialplan',
  'rtp-ip',
  'ext-rtp-ip',
  'ext-sip-ip',
  'auth-calls',
  'apply-inbound-acl',
  'apply-register-acl',
  'local-network-acl',
  'codec-prefs',
  'inbound-codec-prefs',
  'outbound-codec-prefs',
  'inbound-late-negotiation',
  'dtmf-type',
  'manage-presence',
  'accept-blind-reg',
  'accept-blind-auth',
  'tls',
  'tls-sip-port',
  'tls-cert-dir',
  'tls-version',
  'rtp-timeout-sec',
  'rtp-hold-timeout-sec',
  'nonce-ttl',
  'user-agent-string',
] as const;

/**
 * A sofia SIP profile: where the switch listens for SIP. Deleting one only marks it deleted
 * (`deleted_at`), and not while a gateway still uses it.
 */
export const sipProfiles = defineResource({
  name: 'sip_profiles',
  label: 'SIP_PROFILES',
  singular: 'SIP Profile',
  plural: 'SIP profiles',
  fields: {
    name: {
      schema: sofiaName(),
      label: 'Name',
      input: { kind: 'text' },
      required: true,
      unique: 'A SIP profile named {value} already exists',
      placeholder: 'e.g. external',
      help: 'The sofia profile name, as in `sofia status profile external`',
    },
    hostname: {
      schema: text('Hostname', 253).refine(...hostRule('Hostname', false)),
      label: 'Hostname',
      input: { kind: 'text' },
      nullable: true,
      placeholder: 'e.g. sip.example.com',
      help: 'The switch this profile runs on, for a deployment of several switches',
    },
    sip_ip: {
      schema: requiredText('SIP IP is required', 45).refine(...ipAddressRule('SIP IP')),
      label: 'SIP IP',
      input: { kind: 'text' },
      required: true,
      placeholder: 'e.g. 10.0.0.5',
      example: '10.0.0.5',
      help: 'The address the profile listens for SIP on',
    },
    sip_port: numberField('SIP Port', {
      named: 'SIP port',
      min: 1,
      max: 65535,
      default: 5060,
      help: '5060 for the internal profile and 5080 for the external one, by FreeSWITCH convention',
    }),
    enabled: { ...yesNo('Enabled'), default: true },
    description: descriptionField,
    parameters: {
      schema: sofiaParameters('Parameters'),
      label: 'Parameters',
      input: { kind: 'keyValues', suggestions: PROFILE_PARAMETERS },
      help: 'Sofia profile parameters, such as context, rtp-ip, ext-rtp-ip, ext-sip-ip and auth-calls',
    },
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    hostname: z.string().nullable(),
    sip_ip: z.string(),
    sip_port: z.number(),
    enabled: z.boolean(),
    description: z.string().nullable(),
    parameters: settings,
    deleted_at: z.date().nullable(),
    ...audited,
  }),
  sortable: ['name', 'sip_port', 'enabled'],
  searchable: ['name', 'hostname', 'sip_ip', 'description'],
  filters: { enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'hostname', 'sip_ip', 'sip_port', 'enabled', 'created_by', 'created_at'],
  display: 'name',
  lookupContext: ['sip_ip', 'sip_port'],
  layout: {
    lead: ['name', 'enabled'],
    sections: [
      { title: 'Network', fields: ['sip_ip', 'sip_port', 'hostname'] },
      { title: 'Profile', fields: ['description', 'parameters'] },
    ],
    technical: ['id', 'deleted_at', 'created_by', 'created_at', 'updated_at'],
  },
  // The spec's toasts name it "SipProfile".
  messages: standardMessages('SipProfile', 'sip profiles'),
});
