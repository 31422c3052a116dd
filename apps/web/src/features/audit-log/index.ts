import type { auditLog } from '@ringledger/contract';
import type { ResourceScreens } from '../../framework/screens';

/** The Audit Log list gets its filters above it, and an entry's page the fields it changed, before and after. */
export const auditLogScreens: ResourceScreens<typeof auditLog> = {
  loadListFilters: () => import('./AuditLogFilters').then((module) => module.AuditLogFilters),
  loadViewExtras: () => import('./AuditEntryChanges').then((module) => module.AuditEntryChanges),
};
