import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { createSchema, errorSchema, idParamSchema, listAnswerSchema, listSchema, updateSchema, type ResourceDescription } from '@ringledger/contract';
import { principalOf } from '../../plugins/auth.js';
import type { Database } from '../../db/client.js';
import type { TableStore } from './table-store.js';
import type { ListParams } from './list-conditions.js';

/** The error answers every guarded route documents. */
export const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
export const bearerSecurity = [{ bearerAuth: [] }];

function permissionNote(resource: ResourceDescription, action: string) {
  return `Requires permission ${resource.label}:${action}.`;
}

/** A resource whose rows live under one row of another (rates under a pricelist: `/pricelists/:id/rates/:rateId`). */
export interface ParentScope {
  /** The path parameter naming the parent row, as written in the resource's path. */
  param: string;
  /** The path parameter naming one of the resource's own rows. */
  rowParam: string;
  /** Fails with 404 when the parent is missing; answers the condition that keeps rows to it and the values a new row takes. */
  resolve(db: Database, parentId: number): Promise<{ scope: SQL; values: Record<string, unknown> }>;
}

/** A row id in the path under its own name (`pricelistId`), refused with that name when it is not one. */
export const pathIdSchema = (param: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${param} must be a whole number`)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, `${param} is too large`));

/**
 * The standard routes of a resource, each declaring its permission, with input and output
 * schemas from the contract. Only the operations the description lists are registered.
 */
export function registerResourceRoutes(app: FastifyInstance, resource: ResourceDescription, store: TableStore, parent?: ParentScope) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [resource.name];
  const security = bearerSecurity;
  const permit = (action: 'list' | 'view' | 'create' | 'edit' | 'delete') => ({ permission: { label: resource.label, action } });
  const has = (operation: ResourceDescription['operations'][number]) => resource.operations.includes(operation);
  const parentParams = parent && z.object({ [parent.param]: pathIdSchema(parent.param) });
  const rowParam = parent?.rowParam ?? 'id';
  const rowPath = `${resource.path}/:${rowParam}`;
  const rowParams = parentParams ? parentParams.extend({ [rowParam]: pathIdSchema(rowParam) }) : idParamSchema;
  const rowIdOf = (params: unknown) => (params as Record<string, number>)[rowParam];
  const parentOf = async (params: unknown) =>
    parent ? parent.resolve(app.db, (params as Record<string, number>)[parent.param]) : { scope: undefined, values: {} };

  if (has('list')) {
    routes.get(resource.path, {
      config: permit('list'),
      schema: {
        tags,
        security,
        summary: `List ${resource.plural}`,
        description: permissionNote(resource, 'list'),
        ...(parentParams && { params: parentParams }),
        querystring: listSchema(resource),
        response: { 200: listAnswerSchema(resource.record), ...errorResponses },
      },
      handler: async (request) => store.list(app.db, request.query as ListParams, (await parentOf(request.params)).scope),
    });
  }
  if (has('view')) {
    routes.get(rowPath, {
      config: permit('view'),
      schema: {
        tags,
        security,
        summary: `Get one ${resource.singular}`,
        description: permissionNote(resource, 'view'),
        params: rowParams,
        response: { 200: resource.record, ...errorResponses },
      },
      handler: async (request) => store.get(app.db, rowIdOf(request.params), (await parentOf(request.params)).scope),
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
        ...(parentParams && { params: parentParams }),
        body: createSchema(resource),
        response: { 201: resource.record, ...errorResponses },
      },
      handler: async (request, reply) => {
        const { values } = await parentOf(request.params);
        return reply.status(201).send(await store.create(app.db, { ...request.body, ...values }, { actorId: principalOf(request).userId }));
      },
    });
  }
  if (has('edit')) {
    routes.patch(rowPath, {
      config: permit('edit'),
      schema: {
        tags,
        security,
        summary: `Change a ${resource.singular}`,
        description: permissionNote(resource, 'edit'),
        params: rowParams,
        body: updateSchema(resource),
        response: { 200: resource.record, ...errorResponses },
      },
      handler: async (request) =>
        store.update(app.db, rowIdOf(request.params), request.body, { actorId: principalOf(request).userId, scope: (await parentOf(request.params)).scope }),
    });
  }
  if (has('delete')) {
    routes.delete(rowPath, {
      config: permit('delete'),
      schema: {
        tags,
        security,
        summary: `Delete a ${resource.singular}`,
        description: permissionNote(resource, 'delete'),
        params: rowParams,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await store.remove(app.db, rowIdOf(request.params), { actorId: principalOf(request).userId, scope: (await parentOf(request.params)).scope });
        return reply.status(204).send(null);
      },
    });
  }
}
