import { z } from 'zod';
import { defineOperation } from '../operation.js';

/**
 * A device's SIP password, unsealed for the one person looking at the device's page: only a role
 * that may edit devices may ask, and no list ever carries it.
 */
export const revealDevicePassword = defineOperation({
  name: 'reveal-device-password',
  method: 'GET',
  path: '/extensions/:id/devices/:deviceId/password',
  access: { label: 'EXTENSION_DEVICES', action: 'edit' },
  on: 'extension_devices',
  tag: 'extension_devices',
  summary: "Show a device's SIP password",
  description: 'Answers the password the device registers with, to configure the phone.',
  answers: { 200: z.object({ password: z.string() }) },
});
