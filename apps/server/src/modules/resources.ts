import type { ResourceBehaviour } from '../resources/behaviour.js';
import type { OperationImplementation } from '../operations/operation-routes.js';
import { userBehaviour } from './users/users.resource.js';
import { userLoginBehaviour } from './users/user-logins.resource.js';
import { callAccountBehaviour } from './call-accounts/call-accounts.resource.js';
import { ledgerBehaviour } from './call-accounts/ledger.resource.js';
import { pricelistBehaviour } from './pricelists/pricelists.resource.js';
import { domainBehaviour } from './switch/domains.resource.js';
import { gatewayBehaviour } from './switch/gateways.resource.js';
import { trunkBehaviour } from './switch/trunks.resource.js';
import { audioFileBehaviour } from './audio-files/audio-files.resource.js';
import { uploadAudioFileOperation } from './audio-files/upload-audio-file.js';
import { downloadAudioFileOperation } from './audio-files/download-audio-file.js';
import { didBehaviour } from './dids/dids.resource.js';
import { extensionBehaviour } from './extensions/extensions.resource.js';
import { extensionDeviceBehaviour } from './extensions/extension-devices.resource.js';
import { extensionDidBehaviour } from './extensions/extension-dids.resource.js';
import { revealDevicePasswordOperation } from './extensions/reveal-device-password.js';
import { callCenterQueueBehaviour } from './call-centre/call-center-queues.resource.js';
import { callCenterTierBehaviour } from './call-centre/call-center-tiers.resource.js';
import { healthOperation } from './health/health.js';
import { listRolesOperation } from './roles/list-roles.js';
import { exportRatesOperation } from './pricelists/export-rates.js';
import { importRatesOperation } from './pricelists/import-rates.js';
import { priceCallOperation } from './pricelists/price-call.js';
import { listConfigurationsOperation } from './configurations/list-configurations.js';
import { updateConfigurationsOperation } from './configurations/update-configurations.js';
import { switchPingOperation } from './switch/switch-ping.js';

/** The resources that do more than store their description's fields; every other one needs no server code. */
export const behaviours: readonly ResourceBehaviour[] = [
  userBehaviour,
  userLoginBehaviour,
  callAccountBehaviour,
  ledgerBehaviour,
  pricelistBehaviour,
  domainBehaviour,
  gatewayBehaviour,
  trunkBehaviour,
  audioFileBehaviour,
  didBehaviour,
  extensionBehaviour,
  extensionDeviceBehaviour,
  extensionDidBehaviour,
  callCenterQueueBehaviour,
  callCenterTierBehaviour,
];

/** One implementation per operation the contract describes. */
export const implementations: readonly OperationImplementation[] = [
  healthOperation,
  listRolesOperation,
  exportRatesOperation,
  importRatesOperation,
  priceCallOperation,
  uploadAudioFileOperation,
  downloadAudioFileOperation,
  listConfigurationsOperation,
  updateConfigurationsOperation,
  switchPingOperation,
  revealDevicePasswordOperation,
];
