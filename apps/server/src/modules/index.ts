import type { FastifyInstance } from 'fastify';
import { operations, registry, type ResourceDescription } from '@ringledger/contract';
import type { AppServices, ResourceBehaviour } from '../resources/behaviour.js';
import { registerResourceRoutes } from '../resources/resource-routes.js';
import { registerOperation, type OperationImplementation } from '../operations/operation-routes.js';
import { sessionRoutes, type SessionRouteOptions } from './session/session.routes.js';
import { behaviours, implementations } from './resources.js';
import { requireSession } from '../plugins/auth.js';
import { requireSwitchCredentials, type SwitchCredentials } from '../plugins/switch-auth.js';
import { CDR_CONTENT_TYPES } from './call-records/cdr-body.js';

function behaviourOf(resource: ResourceDescription): ResourceBehaviour | undefined {
  const own = behaviours.find((behaviour) => behaviour.resource.name === resource.name);
  if (own || !resource.rowsOf) return own;
  // A view of another resource's rows (a user's DIDs) answers the same record, so it reads it the
  // same way: the SQL-answered keys and their joins, none of the writes' rules.
  const rows = behaviours.find((behaviour) => behaviour.resource.name === resource.rowsOf);
  if (!rows) return undefined;
  const { computed, joinOn } = rows.hooks;
  return { resource, hooks: { computed, joinOn } };
}

/**
 * Fails at start, not at the first request, when the server and the contract disagree: each
 * behaviour and implementation serves exactly one described resource or operation, once.
 */
export function assertServed(served: { behaviours: readonly ResourceBehaviour[]; implementations: readonly OperationImplementation[] }) {
  for (const [index, behaviour] of served.behaviours.entries()) {
    const { name } = behaviour.resource;
    if (!registry.includes(behaviour.resource)) throw new Error(`The behaviour of ${name} belongs to no registry resource`);
    if (served.behaviours.findIndex((other) => other.resource === behaviour.resource) !== index) throw new Error(`${name} has two behaviours`);
  }
  for (const [index, { operation }] of served.implementations.entries()) {
    if (!operations.includes(operation)) throw new Error(`Operation ${operation.name} is implemented but not listed in the contract's operations`);
    if (served.implementations.findIndex((other) => other.operation === operation) !== index)
      throw new Error(`Operation ${operation.name} has two implementations`);
  }
  for (const operation of operations) {
    if (!served.implementations.some((implementation) => implementation.operation === operation))
      throw new Error(`Operation ${operation.name} has no implementation`);
  }
}

const isSwitchOperation = (implementation: OperationImplementation) => implementation.operation.access === 'switch';

/**
 * The console's scope, under /api/v1: the session routes, then every registry resource and every
 * operation but the switch's, all behind the console's session check.
 */
export async function apiRoutes(app: FastifyInstance, options: { session: SessionRouteOptions; services: AppServices }) {
  assertServed({ behaviours, implementations });
  requireSession(app);
  // A console write is answered once this instance's switch answers read it: the next lookup the switch makes here sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) await app.switchData.settle();
    return payload;
  });
  await app.register(sessionRoutes, options.session);
  for (const resource of registry) registerResourceRoutes(app, resource, options.services, behaviourOf(resource));
  for (const implementation of implementations.filter((each) => !isSwitchOperation(each))) {
    await app.register(async (scope) => registerOperation(scope, implementation, options.services));
  }
}

/**
 * FreeSWITCH's scope, under /api/v1/freeswitch, a sibling of the console's: only the switch's
 * HTTP Basic check runs here. Its body parsers are its own too: CDRs posted form-urlencoded get
 * their parser here, and the console keeps taking JSON only.
 */
export async function switchRoutes(app: FastifyInstance, options: { credentials: SwitchCredentials; services: AppServices }) {
  requireSwitchCredentials(app, options.credentials);
  // A CDR is kept as the switch sent it, so its routes read the bytes and parse them themselves.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser([...CDR_CONTENT_TYPES], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const implementation of implementations.filter(isSwitchOperation)) await registerOperation(app, implementation, options.services);
}
