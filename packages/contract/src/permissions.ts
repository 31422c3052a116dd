import { z } from 'zod';

/** The one action vocabulary: "read" in the spec is `view`, "update" is `edit`. */
export const ACTIONS = ['list', 'view', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Every permission label the platform knows, resources and sub-resources alike. */
export const PERMISSION_LABELS = [
  'DIDS',
  'USERS',
  'USER_LOGINS',
  'ACCOUNTS',
  'ACCOUNT_CALLER_IDS',
  'CALL_ACCOUNTS',
  'CALL_ACCOUNT_TRANSACTIONS',
  'PRICELISTS',
  'LOCALIZATIONS',
  'EXTENSIONS',
  'EXTENSION_DEVICES',
  'TRUNKS',
  'GATEWAYS',
  'SIP_PROFILES',
  'DOMAINS',
  'AUDIO_FILES',
  'CONFIGURATIONS',
  'CALL_CENTER_AGENTS',
  'CALL_CENTER_QUEUES',
  'CALL_RECORDS',
  'LIVE_CALLS',
  'CUSTOMERS',
  'AUTHORIZATIONS',
  'SELF_SERVICE',
  'SWITCHES',
  'AUDIT_LOG',
  /** The dashboard (view) and the traffic reports (list), which are figures rather than rows. */
  'DASHBOARD',
  'REPORTS',
] as const;
export type PermissionLabel = (typeof PERMISSION_LABELS)[number];

/** A session's permission map: resource label → allowed actions. */
export type ActionsMap = Partial<Record<PermissionLabel, Action[]>>;

export const actionSchema = z.enum(ACTIONS);
export const actionsMapSchema = z.record(z.string(), z.array(actionSchema));

export function isAllowed(actions: ActionsMap | undefined, label: PermissionLabel, action: Action) {
  return actions?.[label]?.includes(action) ?? false;
}

const ALL: Action[] = [...ACTIONS];
const READ: Action[] = ['list', 'view'];

/**
 * The seeded roles. Agents run the call centre and read call records; elsewhere they may look
 * but not touch, and they never see users, credentials, roles, switches or system configuration.
 * Both see the dashboard and traffic reports, each part only as far as their other permissions go.
 * Users get the self-service area only.
 */
export const SEEDED_ROLES: Record<'admin' | 'agent' | 'user', ActionsMap> = {
  admin: Object.fromEntries(PERMISSION_LABELS.map((label) => [label, ALL])),
  agent: {
    CALL_CENTER_AGENTS: ALL,
    CALL_CENTER_QUEUES: ALL,
    CALL_RECORDS: READ,
    LIVE_CALLS: READ,
    DIDS: READ,
    ACCOUNTS: READ,
    ACCOUNT_CALLER_IDS: READ,
    CALL_ACCOUNTS: READ,
    PRICELISTS: READ,
    EXTENSIONS: READ,
    EXTENSION_DEVICES: READ,
    DOMAINS: READ,
    AUDIO_FILES: READ,
    DASHBOARD: READ,
    REPORTS: READ,
  },
  user: { SELF_SERVICE: ['list', 'view', 'create'] },
};

export const USER_TYPES = ['admin', 'agent', 'user'] as const;
export type UserType = (typeof USER_TYPES)[number];
