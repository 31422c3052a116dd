import type { ResourceDescription } from './resource.js';
import type { OperationDescription } from './operation.js';
import { dids, userDids } from './resources/dids.js';
import { users } from './resources/users.js';
import { userLogins } from './resources/user-logins.js';
import { accounts, userAccounts } from './resources/accounts.js';
import { callAccounts, callAccountTransactions, userCallAccounts } from './resources/call-accounts.js';
import { pricelists } from './resources/pricelists.js';
import { rates } from './resources/rates.js';
import { localizations } from './resources/localizations.js';
import { callerIds } from './resources/callerids.js';
import { accountExtensions, extensions, userExtensions } from './resources/extensions.js';
import { extensionDevices } from './resources/extension-devices.js';
import { extensionDids } from './resources/extension-dids.js';
import { domains } from './resources/domains.js';
import { sipProfiles } from './resources/sip-profiles.js';
import { gateways } from './resources/gateways.js';
import { switches } from './resources/switches.js';
import { trunks } from './resources/trunks.js';
import { audioFiles } from './resources/audio-files.js';
import { exportRates, importRates, priceCall } from './operations/pricing.js';
import { listRoles } from './operations/roles.js';
import { health } from './operations/health.js';
import { downloadAudioFile, uploadAudioFile } from './operations/audio-files.js';
import { configurations } from './resources/configurations.js';
import { callCenterAgents } from './resources/call-center-agents.js';
import { callCenterQueues } from './resources/call-center-queues.js';
import { callCenterQueueAgents, callCenterTiers } from './resources/call-center-tiers.js';
import { revealDevicePassword } from './operations/extension-devices.js';
import { nextExtensionNumber } from './operations/extensions.js';
import { listMyAgents, setMyAgentStatus } from './operations/my-agents.js';
import { listConfigurations, updateConfigurations } from './operations/configurations.js';
import { switchPing, switchXml } from './operations/switch.js';
import { restartSwitchProfile, switchStatus } from './operations/switches.js';
import { hangupLiveCall, listLiveCalls, selfServiceLiveCalls, streamLiveCalls } from './operations/live-calls.js';
import {
  exportProviderCallRecords,
  exportUserCallRecords,
  getCallRecord,
  ingestCdr,
  listProviderCallRecords,
  listUnratedCalls,
  listUserCallRecords,
  providerCallRecordDays,
  rerateCallRecords,
  userCallRecordDays,
} from './operations/call-records.js';
import { callRecords } from './resources/call-records.js';
import { createCustomer } from './operations/customers.js';
import { getCustomer, listCustomers } from './operations/customer-directory.js';
import { getDashboard } from './operations/dashboard.js';
import { getTrafficReport } from './operations/reports.js';
import { listUserLineLogs, listUserLines, listUserPhones, revealUserDevicePassword, updateUserProfile } from './operations/self-service.js';
import { payments } from './resources/payments.js';
import { auditLog } from './resources/audit-log.js';
import {
  decideSandboxCheckout,
  getUserPayment,
  listUserPayments,
  paystackWebhook,
  showSandboxCheckout,
  startRecharge,
  stripeWebhook,
  verifyRecharge,
} from './operations/payments.js';

/**
 * Every resource: the top-level ones in sidebar order, then those that live under a parent row.
 * The API routes, the console's menus, routes and screens, the permission matrix and the API
 * documentation are all derived from this list.
 */
export const registry: readonly ResourceDescription[] = [
  dids,
  users,
  accounts,
  callAccounts,
  pricelists,
  localizations,
  callerIds,
  extensions,
  trunks,
  gateways,
  sipProfiles,
  domains,
  switches,
  audioFiles,
  callCenterAgents,
  callCenterQueues,
  configurations,
  auditLog,
  callRecords,
  userLogins,
  userAccounts,
  userCallAccounts,
  accountExtensions,
  userExtensions,
  userDids,
  extensionDevices,
  extensionDids,
  callAccountTransactions,
  payments,
  rates,
  callCenterTiers,
  callCenterQueueAgents,
];

/** Every operation that is not a resource's CRUD; each has one implementation on the server. */
export const operations: readonly OperationDescription[] = [
  health,
  listRoles,
  exportRates,
  importRates,
  priceCall,
  uploadAudioFile,
  downloadAudioFile,
  listConfigurations,
  updateConfigurations,
  switchPing,
  switchXml,
  switchStatus,
  restartSwitchProfile,
  listLiveCalls,
  streamLiveCalls,
  hangupLiveCall,
  selfServiceLiveCalls,
  revealDevicePassword,
  nextExtensionNumber,
  listMyAgents,
  setMyAgentStatus,
  createCustomer,
  listCustomers,
  getCustomer,
  getDashboard,
  getTrafficReport,
  listUserCallRecords,
  listProviderCallRecords,
  userCallRecordDays,
  providerCallRecordDays,
  ingestCdr,
  rerateCallRecords,
  listUserLines,
  listUserLineLogs,
  listUserPhones,
  revealUserDevicePassword,
  updateUserProfile,
  exportUserCallRecords,
  exportProviderCallRecords,
  listUnratedCalls,
  getCallRecord,
  startRecharge,
  verifyRecharge,
  listUserPayments,
  getUserPayment,
  showSandboxCheckout,
  decideSandboxCheckout,
  paystackWebhook,
  stripeWebhook,
];

export function findResource(name: string) {
  return registry.find((resource) => resource.name === name);
}

/** The resources with a page of their own in the console (a nested one lives on its parent's page). */
export const topLevelResources = registry.filter((resource) => !resource.parent);
