import { listLiveCalls, selfServiceLiveCalls } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';

/** GET /live-calls: every call in progress, from memory. */
export const listLiveCallsOperation = implement(listLiveCalls, async ({ services }) => ({ calls: services.liveCalls.list() }));

/** GET /users/lines/live-calls: the signed-in customer's own calls in progress. */
export const selfServiceLiveCallsOperation = implement(selfServiceLiveCalls, async ({ services, principal }) => ({
  calls: services.liveCalls.list(principal?.userId ?? 0),
}));
