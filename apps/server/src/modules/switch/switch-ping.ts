import { switchPing } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';

/** The switch's health check: reaching this answer proves its credentials open its door. */
export const switchPingOperation = implement(switchPing, async () => ({ status: 'ok' as const }));
