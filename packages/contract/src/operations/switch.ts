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
