import {
  accounts,
  auditLog,
  audioFiles,
  callAccounts,
  callCenterQueues,
  callRecords,
  configurations,
  dids,
  extensions,
  pricelists,
  switches,
  users,
} from '@ringledger/contract';
// From its own module rather than the framework's index, which would bring every page into the entry.
import { defineScreens } from '../framework/routes';
import { configurationsScreens } from './configurations';
import { didsScreens } from './dids';
import { usersScreens } from './users';
import { audioFilesScreens } from './audio-files';
import { callCenterQueuesScreens } from './call-centre';
import { extensionsScreens } from './extensions';
import { customerRoutes } from './customers';
import { dashboardRoutes } from './dashboard';
import { reportRoutes } from './reports';
import { selfServiceRoutes } from './self-service';
import { callRecordsScreens } from './call-records';
import { paymentRoutes } from './payments';
import { switchesScreens } from './switches';
import { auditLogScreens } from './audit-log';
import { liveCallRoutes } from './live-calls';

/**
 * The special parts of resources. A resource absent here gets the generic list, create and view
 * screens from its description alone. Each part is fetched with the page that shows it.
 */
export const featureScreens = [
  defineScreens(users, usersScreens),
  defineScreens(callAccounts, { loadViewExtras: () => import('./call-accounts/CallAccountExtras').then((module) => module.CallAccountExtras) }),
  defineScreens(pricelists, { loadViewExtras: () => import('./pricelists/PricelistExtras').then((module) => module.PricelistExtras) }),
  defineScreens(audioFiles, audioFilesScreens),
  defineScreens(dids, didsScreens),
  defineScreens(configurations, configurationsScreens),
  defineScreens(accounts, { loadViewExtras: () => import('./accounts/AccountExtras').then((module) => module.AccountExtras) }),
  defineScreens(callCenterQueues, callCenterQueuesScreens),
  defineScreens(extensions, extensionsScreens),
  defineScreens(callRecords, callRecordsScreens),
  defineScreens(switches, switchesScreens),
  defineScreens(auditLog, auditLogScreens),
];

/** Pages that belong to no one resource (onboarding a whole customer, recharging a line, a line's logs), each gated by the permission its call needs. */
export const featurePages = [...dashboardRoutes, ...reportRoutes, ...customerRoutes, ...paymentRoutes, ...selfServiceRoutes, ...liveCallRoutes];
