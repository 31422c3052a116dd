import { z } from 'zod';
import { defineOperation } from '../operation.js';

/** Where FreeSWITCH's operations live, below /api/v1: only there, and only they. */
export const SWITCH_PATH = '/freeswitch';

/** The switch's health check, which also proves its credentials: answers once they are right. */
export const switchPing = defineOperation({
  name: 'switch-ping',
  method: 'GET',
  path: `${SWITCH_PATH}/ping`,
  access: 'switch',
  tag: 'freeswitch',
  summary: 'Check that the switch reaches Ringledger with its credentials',
  answers: { 200: z.object({ status: z.literal('ok') }) },
});

/**
 * mod_xml_curl's lookups, unmodified: a form-encoded POST naming the `section` (directory,
 * configuration, dialplan) and what is looked up. Always answered 200 with FreeSWITCH's XML,
 * since the switch reads any other status as "not found"; what Ringledger does not own answers
 * FreeSWITCH's own "not found" document, so the switch falls back to its files.
 */
export const switchXml = defineOperation({
  name: 'switch-xml',
  method: 'POST',
  path: `${SWITCH_PATH}/xml`,
  access: 'switch',
  tag: 'freeswitch',
  summary: "Answer FreeSWITCH's mod_xml_curl lookups (directory, configuration, dialplan)",
  description:
    'The body is what mod_xml_curl posts (application/x-www-form-urlencoded): hostname, section, tag_name, key_name, key_value and the ' +
    "request's parameters. Answers text/xml: the section asked for, or FreeSWITCH's not-found document for what Ringledger does not serve.",
  produces: 'text/xml',
  answers: { 200: z.unknown().describe('FreeSWITCH XML') },
});
