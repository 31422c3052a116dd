import type { FastifyInstance } from 'fastify';
import { operations, registry } from '@ringledger/contract';
import type { AppServices } from '../resources/behaviour.js';
import { registerResourceRoutes } from '../resources/resource-routes.js';
import { registerOperation } from '../operations/operation-routes.js';
import { sessionRoutes, type SessionRouteOptions } from './session/session.routes.js';
import { behaviours, implementations } from './resources.js';

function behaviourOf(name: string) {
  return behaviours.find((behaviour) => behaviour.resource.name === name);
}

/** Fails at start, not at the first request, when the server and the contract disagree. */
function assertServed() {
  for (const behaviour of behaviours) {
    if (!registry.includes(behaviour.resource)) throw new Error(`The behaviour of ${behaviour.resource.name} belongs to no registry resource`);
  }
  for (const operation of operations) {
    if (!implementations.some((implementation) => implementation.operation === operation)) throw new Error(`Operation ${operation.name} has no implementation`);
  }
}

/** Everything under /api/v1: the session routes, then every registry resource and every operation. */
export async function apiRoutes(app: FastifyInstance, options: { session: SessionRouteOptions; services: AppServices }) {
  assertServed();
  await app.register(sessionRoutes, options.session);
  for (const resource of registry) registerResourceRoutes(app, resource, options.services, behaviourOf(resource.name));
  for (const implementation of implementations) {
    await app.register(async (scope) => registerOperation(scope, implementation, options.services));
  }
}
