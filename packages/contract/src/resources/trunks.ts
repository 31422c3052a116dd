import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber, ownedRef } from '../resource.js';
import { audited, text } from '../fields.js';
import { lookupField, numberField, textField } from '../field-descriptions.js';

/** A count of 0 or more, 0 unless given. */
const count = (label: string, named: string, help: string) => numberField(label, { named, min: 0, default: 0, help });

const gatewayLookup = (label: string, embed: string, help: string) => lookupField(label, 'gateways', 'name', { embed, nullable: true, help });

/**
 * A route to a carrier: the gateway calls leave through, the gateways tried when it fails, and
 * the provider account the carrier bills (spec 01 §5: only the gateway is required).
 */
export const trunks = defineResource({
  name: 'trunks',
  label: 'TRUNKS',
  singular: 'Trunk',
  plural: 'trunks',
  fields: {
    name: textField('Name', { max: 100, nullable: true, placeholder: 'e.g. Carrier A international' }),
    gateway_id: lookupField('Gateway', 'gateways', 'name', { required: true }),
    failover_gateway_1: gatewayLookup('Failover Gateway 1', 'failover_1', 'Tried when the gateway refuses or fails the call'),
    failover_gateway_2: gatewayLookup('Failover Gateway 2', 'failover_2', 'Tried when the first failover gateway fails too'),
    provider_id: lookupField('Provider', 'accounts', 'number', {
      missing: 'The chosen provider does not exist',
      nullable: true,
      help: 'The provider account the carrier bills for calls over this trunk',
    }),
    enabled: {
      schema: z.boolean({ error: 'Enabled must be true or false' }),
      label: 'Enabled',
      input: { kind: 'boolean' },
      help: 'Left blank, a new trunk is enabled',
    },
    leg_timeout: count('Leg Timeout', 'Leg timeout', 'Seconds to wait for the carrier to answer before failing over; 0 leaves it to the switch'),
    precedence: count('Precedence', 'Precedence', 'Lower numbers are tried first among trunks for the same destination'),
    maxchannels: count('Max Channels', 'Max channels', 'Calls the trunk carries at once; 0 for no limit'),
    cps: count('CPS', 'Calls per second', 'New calls per second the carrier accepts; 0 for no limit'),
    tech: textField('Tech', { max: 20, nullable: true, placeholder: 'sofia' }),
    codec: {
      schema: text('Codec', 255).regex(/^[A-Za-z0-9@.,_-]*$/, 'Codec must be a comma-separated list such as PCMU,PCMA,G729'),
      label: 'Codec',
      input: { kind: 'text' },
      nullable: true,
      placeholder: 'PCMU,PCMA,G729',
      help: 'Codecs offered to the carrier, in order of preference',
    },
    cid_translation: textField('Caller ID Translation', {
      named: 'Caller id translation',
      nullable: true,
      help: 'Changes to the caller id before it goes to the carrier, as from/to pairs such as 0/234',
    }),
    dialed_modify: textField('Dialed Modify', {
      named: 'Dialed modify',
      nullable: true,
      help: 'Changes to the dialled number before it goes to the carrier, as from/to pairs such as +/*',
    }),
    account_id: lookupField('Account', 'accounts', 'number', { nullable: true, help: 'An account whose calls only this trunk carries' }),
    call_type: textField('Call Type', { named: 'Call type', max: 50, nullable: true, help: 'The kind of calls this trunk carries' }),
  },
  record: z.object({
    id: z.number(),
    name: z.string().nullable(),
    gateway_id: z.number(),
    gateway: z.object({ name: z.string() }).nullable(),
    failover_gateway_1: z.number().nullable(),
    failover_gateway_2: z.number().nullable(),
    failover_1: z.object({ name: z.string() }).nullable(),
    failover_2: z.object({ name: z.string() }).nullable(),
    provider_id: z.number().nullable(),
    provider: ownedRef({ number: z.string() }),
    enabled: z.boolean(),
    leg_timeout: z.number(),
    precedence: z.number(),
    maxchannels: z.number(),
    cps: z.number(),
    tech: z.string().nullable(),
    codec: z.string().nullable(),
    cid_translation: z.string().nullable(),
    dialed_modify: z.string().nullable(),
    account_id: z.number().nullable(),
    account: ownedRef({ number: z.string() }),
    call_type: z.string().nullable(),
    ...audited,
  }),
  sortable: ['name', 'precedence', 'enabled'],
  searchable: ['name', 'gateway.name', 'provider.number'],
  filters: { gateway_id: filterNumber.optional(), provider_id: filterNumber.optional(), enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'gateway', 'provider', 'precedence', 'maxchannels', 'cps', 'enabled', 'created_at'],
  display: 'name',
  lookupContext: ['gateway'],
  layout: {
    lead: ['name', 'enabled'],
    sections: [
      { title: 'Routing', fields: ['gateway_id', 'failover_gateway_1', 'failover_gateway_2', 'precedence', 'leg_timeout', 'tech', 'codec'] },
      { title: 'Limits', fields: ['maxchannels', 'cps'] },
      { title: 'Billing', fields: ['provider_id', 'account_id', 'call_type'] },
      { title: 'Number translation', fields: ['cid_translation', 'dialed_modify'] },
    ],
  },
});
