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
import { switchBehaviour } from './switch/switches.resource.js';
import { switchStatusOperation } from './freeswitch/link/switch-status.js';
import { restartSwitchProfileOperation } from './freeswitch/link/restart-switch-profile.js';
import { audioFileBehaviour } from './audio-files/audio-files.resource.js';
import { uploadAudioFileOperation } from './audio-files/upload-audio-file.js';
import { downloadAudioFileOperation } from './audio-files/download-audio-file.js';
import { didBehaviour } from './dids/dids.resource.js';
import { callerIdBehaviour } from './callerids/callerids.resource.js';
import { extensionBehaviour } from './extensions/extensions.resource.js';
import { extensionDeviceBehaviour } from './extensions/extension-devices.resource.js';
import { extensionDidBehaviour } from './extensions/extension-dids.resource.js';
import { revealDevicePasswordOperation } from './extensions/reveal-device-password.js';
import { nextExtensionNumberOperation } from './extensions/next-extension-number.js';
import { listMyAgentsOperation, setMyAgentStatusOperation } from './call-centre/my-agents.js';
import { callCenterQueueBehaviour } from './call-centre/call-center-queues.resource.js';
import { callCenterTierBehaviour } from './call-centre/call-center-tiers.resource.js';
import { auditLogBehaviour } from './audit-log/audit-log.resource.js';
import { healthOperation } from './health/health.js';
import { listRolesOperation } from './roles/list-roles.js';
import { exportRatesOperation } from './pricelists/export-rates.js';
import { importRatesOperation } from './pricelists/import-rates.js';
import { priceCallOperation } from './pricelists/price-call.js';
import { listConfigurationsOperation } from './configurations/list-configurations.js';
import { updateConfigurationsOperation } from './configurations/update-configurations.js';
import { switchPingOperation } from './switch/switch-ping.js';
import { switchXmlOperation } from './freeswitch/xml-curl/answer-xml-curl.js';
import { createCustomerOperation } from './customers/create-customer.js';
import { listCustomersOperation } from './customers/list-customers.js';
import { getCustomerOperation } from './customers/get-customer.js';
import { getDashboardOperation } from './dashboard/get-dashboard.js';
import { getTrafficReportOperation } from './reports/get-traffic-report.js';
import { listProviderCallRecordsOperation, listUserCallRecordsOperation } from './call-records/list-call-records.js';
import { providerCallRecordDaysOperation, userCallRecordDaysOperation } from './call-records/call-record-days.js';
import { ingestCdrOperation } from './call-records/ingest-cdr.js';
import { rerateCallRecordsOperation } from './call-records/rerate-call-records.js';
import { listLiveCallsOperation, selfServiceLiveCallsOperation } from './live-calls/list-live-calls.js';
import { streamLiveCallsOperation } from './live-calls/stream-live-calls.js';
import { hangupLiveCallOperation } from './live-calls/hangup-live-call.js';
import { listUserLinesOperation } from './self-service/list-user-lines.js';
import { listUserLineLogsOperation } from './self-service/list-user-line-logs.js';
import { exportProviderCallRecordsOperation, exportUserCallRecordsOperation } from './call-records/export-call-records.js';
import { listUnratedCallsOperation } from './call-records/list-unrated-calls.js';
import { getCallRecordOperation } from './call-records/get-call-record.js';
import { startRechargeOperation } from './payments/start-recharge.js';
import { verifyRechargeOperation } from './payments/verify-recharge.js';
import { listUserPaymentsOperation } from './payments/list-user-payments.js';
import { listUserPhonesOperation } from './self-service/list-user-phones.js';
import { revealUserDevicePasswordOperation } from './self-service/reveal-user-device-password.js';
import { updateUserProfileOperation } from './self-service/update-user-profile.js';
import { getUserPaymentOperation } from './payments/get-user-payment.js';
import { showSandboxCheckoutOperation } from './payments/show-sandbox-checkout.js';
import { decideSandboxCheckoutOperation } from './payments/decide-sandbox-checkout.js';
import { paystackWebhookOperation } from './payments/paystack-webhook.js';
import { stripeWebhookOperation } from './payments/stripe-webhook.js';

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
  switchBehaviour,
  audioFileBehaviour,
  didBehaviour,
  callerIdBehaviour,
  extensionBehaviour,
  extensionDeviceBehaviour,
  extensionDidBehaviour,
  callCenterQueueBehaviour,
  callCenterTierBehaviour,
  auditLogBehaviour,
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
  switchXmlOperation,
  switchStatusOperation,
  restartSwitchProfileOperation,
  revealDevicePasswordOperation,
  nextExtensionNumberOperation,
  listMyAgentsOperation,
  setMyAgentStatusOperation,
  createCustomerOperation,
  listCustomersOperation,
  getCustomerOperation,
  getDashboardOperation,
  getTrafficReportOperation,
  listUserCallRecordsOperation,
  listProviderCallRecordsOperation,
  userCallRecordDaysOperation,
  providerCallRecordDaysOperation,
  ingestCdrOperation,
  rerateCallRecordsOperation,
  listUserLinesOperation,
  listUserLineLogsOperation,
  exportUserCallRecordsOperation,
  exportProviderCallRecordsOperation,
  listUnratedCallsOperation,
  getCallRecordOperation,
  startRechargeOperation,
  verifyRechargeOperation,
  listUserPaymentsOperation,
  listUserPhonesOperation,
  revealUserDevicePasswordOperation,
  updateUserProfileOperation,
  getUserPaymentOperation,
  showSandboxCheckoutOperation,
  decideSandboxCheckoutOperation,
  paystackWebhookOperation,
  stripeWebhookOperation,
  listLiveCallsOperation,
  streamLiveCallsOperation,
  hangupLiveCallOperation,
  selfServiceLiveCallsOperation,
];
