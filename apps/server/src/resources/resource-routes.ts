import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSchema,
  deleteQuerySchema,
  emptyQuerySchema,
  errorSchema,
  listAnswerSchema,
  listSchema,
  pathId,
  rowParamOf,
  updateSchema,
  type Action,
  type ResourceDescription,
} from '@ringledger/contract';
import { principalOf } from '../auth/principal.js';
import type { AppServices, ResourceBehaviour, WriteContext } from './behaviour.js';
import { createResourceStore, type ResourceStore } from './resource-store.js';
import type { ListParams } from './read-statements.js';

/** The error answers every guarded route documents, and how it is called. */
export const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
export const bearerSecurity = [{ bearerAuth: [] }];

type Params = Record<string, number>;

/**
 * The standard routes of one registry resource, derived from its description: each declares
 * its permission, documents its answers, and reaches the rows under the parent row its path
 * names. Only the operations the description lists are registered.
 */
export function registerResourceRoutes(app: FastifyInstance, resource: ResourceDescription, services: AppServices, behaviour?: ResourceBehaviour) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const store: Partial<ResourceStore> = createResourceStore(resource, behaviour);
  const parentParam = resource.parent?.param;
  const rowParam = rowParamOf(resource);
  const collectionParams = parentParam ? z.object({ [parentParam]: pathId(parentParam) }) : undefined;
  const rowParams = (collectionParams ?? z.object({})).extend({ [rowParam]: pathId(rowParam) });
  const rowPath = `${resource.path}/:${rowParam}`;
  const parentIdOf = (request: FastifyRequest) => (parentParam ? (request.params as Params)[parentParam] : undefined);
  const rowIdOf = (request: FastifyRequest) => (request.params as Params)[rowParam];
  const writeContext = (request: FastifyRequest): WriteContext => ({
    actor: principalOf(request),
    parentId: parentIdOf(request),
    services,
    address: request.ip,
  });
  const readContext = (request: FastifyRequest) => ({ parentId: parentIdOf(request), principal: principalOf(request), services });
  const describe = (action: Action, summary: string) => ({
    tags: [resource.name],
    security: bearerSecurity,
    summary,
    description: `Requires permission ${resource.label}:${action}.`,
  });
  const config = (action: Action) => ({ permission: { label: resource.label, action } });
  const has = (action: Action) => resource.operations.includes(action);
  const handle = <K extends keyof ResourceStore>(operation: K): NonNullable<ResourceStore[K]> => {
    const method = store[operation];
    if (!method) throw new Error(`${resource.name}: ${operation} is listed but its rows cannot be ${operation}d`);
    return method as NonNullable<ResourceStore[K]>;
  };

  if (has('list')) {
    const list = handle('list');
    routes.get(resource.path, {
      config: config('list'),
      schema: {
        ...describe('list', `List ${resource.plural}`),
        ...(collectionParams && { params: collectionParams }),
        querystring: listSchema(resource),
        response: { 200: listAnswerSchema(resource.record), ...errorResponses },
      },
      handler: async (request) => list(app.db, request.query as ListParams, readContext(request)),
    });
  }
  if (has('view')) {
    const get = handle('get');
    routes.get(rowPath, {
      config: config('view'),
      schema: {
        ...describe('view', `Get one ${resource.singular}`),
        params: rowParams,
        querystring: emptyQuerySchema,
        response: { 200: resource.record, ...errorResponses },
      },
      handler: async (request) => get(app.db, rowIdOf(request), readContext(request)),
    });
  }
  if (has('create')) {
    const create = handle('create');
    routes.post(resource.path, {
      config: config('create'),
      schema: {
        ...describe('create', `Create a ${resource.singular}`),
        ...(collectionParams && { params: collectionParams }),
        querystring: emptyQuerySchema,
        body: createSchema(resource),
        response: { 201: resource.record, ...errorResponses },
      },
      handler: async (request, reply) => reply.status(201).send(await create(app.db, request.body, writeContext(request))),
    });
  }
  if (has('edit')) {
    const update = handle('update');
    routes.patch(rowPath, {
      config: config('edit'),
      schema: {
        ...describe('edit', `Change a ${resource.singular}`),
        params: rowParams,
        querystring: emptyQuerySchema,
        body: updateSchema(resource),
        response: { 200: resource.record, ...errorResponses },
      },
      handler: async (request) => update(app.db, rowIdOf(request), request.body, writeContext(request)),
    });
  }
  if (has('delete')) {
    const remove = handle('remove');
    routes.delete(rowPath, {
      config: config('delete'),
      schema: {
        ...describe('delete', `Delete a ${resource.singular}`),
        params: rowParams,
        querystring: deleteQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await remove(app.db, rowIdOf(request), { ...writeContext(request), confirm: request.query.confirm });
        return reply.status(204).send(null);
      },
    });
  }
}
