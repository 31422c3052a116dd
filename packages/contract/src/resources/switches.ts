import { z } from 'zod';
import { defineResource, filterBoolean } from '../resource.js';
import { audited, CONTROL_CHARACTER, moment, requiredText } from '../fields.js';
import { numberField, yesNo } from '../field-descriptions.js';
import { hostRule } from '../switch-values.js';

/**
 * A FreeSWITCH that Ringledger drives through its event socket: it keeps a connection to each
 * enabled switch and sends it what it needs to pick up a change at once. The event socket's
 * password is stored sealed and never answered; answers add the link's live state, read from
 * memory: whether it is connected, the switch's version and uptime, and the last error.
 */
export const switches = defineResource({
  name: 'switches',
  label: 'SWITCHES',
  singular: 'Switch',
  plural: 'switches',
  fields: {
    name: {
      schema: requiredText('Name is required', 64),
      label: 'Name',
      input: { kind: 'text' },
      required: true,
      unique: 'A switch named {value} already exists',
      placeholder: 'e.g. fs1',
      help: "How Ringledger shows this switch; use its switchname (switch.conf) so its profiles' Hostname matches it",
    },
    host: {
      schema: requiredText('Host is required', 253).refine(...hostRule('Host', true)),
      label: 'Host',
      input: { kind: 'text' },
      required: true,
      placeholder: 'e.g. 10.0.0.5',
      // Samples and docs reach no other machine: the loopback, where nothing answers on a sample's port.
      example: '127.0.0.1',
      help: "The address of the switch's event socket (event_socket.conf's listen-ip), as Ringledger reaches it",
    },
    port: numberField('Port', { min: 1, max: 65535, default: 8021, help: "The event socket's listen-port; 8021 unless changed" }),
    password: {
      // Kept as typed (not trimmed), on one line: the event socket compares all of `auth <password>` up to the line's end.
      schema: z
        .string({ error: 'Password is required' })
        .min(1, 'Password is required')
        .max(128, 'Password must be at most 128 characters')
        .refine((value) => !CONTROL_CHARACTER.test(value) && !/[\r\n]/.test(value), 'Password must be one line of printable characters'),
      label: 'Password',
      input: { kind: 'password' },
      required: true,
      help: "The event socket's password (event_socket.conf); stored encrypted and never shown; kept as it is unless a new one is typed",
    },
    enabled: { ...yesNo('Enabled'), default: true, help: 'Ringledger keeps a connection only to enabled switches' },
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    host: z.string(),
    port: z.number(),
    enabled: z.boolean(),
    /** Whether the event socket is connected and signed in, now. */
    connected: z.boolean().optional(),
    /** The switch's version, as it said when it was last connected. */
    version: z.string().nullable().optional(),
    /** Seconds since the switch started, as it said when last asked. */
    uptime_seconds: z.number().nullable().optional(),
    /** Why the link last failed (refused, timed out, a wrong password), until it connects again. */
    last_error: z.string().nullable().optional(),
    /** When the switch last said anything over its event socket (an answer, an event, its heartbeat). */
    last_seen_at: moment.nullable().optional(),
    ...audited,
  }),
  sortable: ['name', 'host', 'enabled', 'created_at'],
  defaultSort: 'name',
  searchable: ['name', 'host'],
  filters: { enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'host', 'port', 'enabled', 'connected', 'version', 'last_error', 'created_at'],
  keyColumns: ['name', 'connected'],
  display: 'name',
  lookupContext: ['host'],
  labels: { connected: 'Connected', version: 'Version', uptime_seconds: 'Uptime (seconds)', last_error: 'Last Error', last_seen_at: 'Last Seen' },
  layout: {
    lead: ['name', 'connected', 'enabled'],
    sections: [
      { title: 'Event socket', fields: ['host', 'port', 'password'] },
      { title: 'Link', fields: ['version', 'uptime_seconds', 'last_seen_at', 'last_error'] },
    ],
  },
});
