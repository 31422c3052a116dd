import { ACTIONS } from '@ringledger/contract';

/** Permission groups the user's page gates buttons on without describing them as resources (yet). */
export const USER_LOGINS = { label: 'USER_LOGINS', operations: ACTIONS } as const;
export const EXTENSIONS = { label: 'EXTENSIONS', operations: ACTIONS } as const;
