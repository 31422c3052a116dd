import { revealDevicePassword } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { notFound } from '../../errors/app-error.js';
import { findSealedDevicePassword } from './extensions.queries.js';

/** The device's SIP password in clear, for the one editor configuring the phone. */
export const revealDevicePasswordOperation = implement(revealDevicePassword, async ({ db, params, services }) => {
  const sealed = await findSealedDevicePassword(db, params.id, params.deviceId);
  // Deleted since the route found it.
  if (sealed === undefined) throw notFound('Device');
  return { password: services.secrets.open(sealed) };
});
