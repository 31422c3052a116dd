import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSchema, errorSchema, idParamSchema, listAnswerSchema, listSchema, updateSchema, type ResourceDescription } from '@ringledger/contract';
import { principalOf } from '../../plugins/auth.js';
import type { TableStore } from './table-store.js';
import type { ListParams } from './list-conditions.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

function permissionNote(resource: ResourceDescription, action: string) {
  return `Requires permission ${resource.label}:${action}.`;
}

/**
 * The standard routes of a resource, each declaring its permission, with input and output
 * schemas from the contract. Only the operations the description lists are registered.
 */
export function registerResourceRoutes(app: FastifyInstance, resource: ResourceDescription, store: TableStore) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [resource.name];
  const security = [{ bearerAuth: [] }];
  const permit = (action: 'list' | 'view' | 'create' | 'edit' | 'delete') => ({ permission: { label: resource.label, action } });
  const has = (operation: ResourceDescription['operations'][number]) => resource.operations.includes(operation);

  if (has('list')) {
    routes.get(resource.path, {
      config: permit('list'),
      schema: {
        tags,
        security,
        summary: `List ${resource.plural}`,
        description: permissionNote(resource, 'list'),
        querystring: listSchema(resource),
        response: { 200: listAnswerSchema(resource.record), ...errors },
      },
      handler: async (request) => store.list(app.db, request.query as ListParams),
    });
  }
  if (has('view')) {
    routes.get(`${resource.path}/:id`, {
      config: permit('view'),
      schema: {
        tags,
        security,
        summary: `Get one ${resource.singular}`,
        description: permissionNote(resource, 'view'),
        params: idParamSchema,
        response: { 200: resource.record, ...errors },
      },
      handler: async (request) => store.get(app.db, request.params.id),
    });
  }
  if (has('create')) {
    routes.post(resource.path, {
      config: permit('create'),
      schema: {
        tags,
        security,
        summary: `Create a ${resource.singular}`,
        description: permissionNote(resource, 'create'),
        body: createSchema(resource),
        response: { 201: resource.record, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await store.create(app.db, request.body, principalOf(request).userId)),
    });
  }
  if (has('edit')) {
    routes.patch(`${resource.path}/:id`, {
      config: permit('edit'),
      schema: {
        tags,
        security,
        summary: `Change a ${resource.singular}`,
        description: permissionNote(resource, 'edit'),
        params: idParamSchema,
        body: updateSchema(resource),
        response: { 200: resource.record, ...errors },
      },
      handler: async (request) => store.update(app.db, request.params.id, request.body),
    });
  }
  if (has('delete')) {
    routes.delete(`${resource.path}/:id`, {
      config: permit('delete'),
      schema: {
        tags,
        security,
        summary: `Delete a ${resource.singular}`,
        description: permissionNote(resource, 'delete'),
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await store.remove(app.db, request.params.id);
        return reply.status(204).send(null);
      },
    });
  }
}
