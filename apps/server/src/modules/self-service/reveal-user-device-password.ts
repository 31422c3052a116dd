import { DEVICE_NOT_YOURS, revealUserDevicePassword } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { recordAudit } from '../../audit/audit-log.queries.js';
import { AppError } from '../../errors/app-error.js';
import { findOwnSealedDevicePassword } from './user-phones.queries.js';

/**
 * GET /users/phones/devices/{deviceId}/password: the SIP password in clear, for the device's owner
 * setting up the phone. Each reveal is on the audit trail (who, from where, which device; never the
 * password), so a leaked credential can be traced to when it was shown.
 */
export const revealUserDevicePasswordOperation = implement(revealUserDevicePassword, async ({ db, params, request, services }) => {
  const { userId } = principalOf(request);
  const sealed = await findOwnSealedDevicePassword(db, userId, params.deviceId);
  if (sealed === undefined) throw new AppError('NOT_FOUND', DEVICE_NOT_YOURS);
  await recordAudit(db, { actor: { userId, address: request.ip }, action: 'reveal', resource: 'extension_devices', resourceId: params.deviceId });
  return { password: services.secrets.open(sealed) };
});
