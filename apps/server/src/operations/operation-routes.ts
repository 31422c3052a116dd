import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { emptyQuerySchema, errorSchema, findResource, pathId, pathParamsOf, type OperationDescription } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import type { Principal } from '../auth/principal.js';
import { AppError } from '../errors/app-error.js';
import type { AppServices } from '../resources/behaviour.js';
import { columnOf, rowsNameOf, tableNamed } from '../resources/tables.js';
import { API_ROOT } from '../plugins/auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, on operations that keep it (`rawBody`): signed webhooks. */
    rawBody?: Buffer;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The names of a path's parameters: `/users/call_accounts/:id/recharge/verify/:reference` → `id` | `reference`. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type TypedParams<O extends OperationDescription> = O extends { params: infer P extends Record<string, z.ZodType> } ? P : Record<never, z.ZodType>;
/** Each path parameter: the parsed value of one the description types itself (a category, a reference), else a row id. */
type Params<O extends OperationDescription> = string extends O['path']
  ? Record<string, number>
  : { [K in PathParamNames<O['path']>]: K extends keyof TypedParams<O> ? z.output<TypedParams<O>[K]> : number };

/** What an operation's implementation is handed: the parsed input, and the request for what only it can give (a file, a cookie). */
export interface OperationCall<O extends OperationDescription> {
  db: Database;
  params: Params<O>;
  query: Output<O['query']>;
  body: Output<O['body']>;
  /** The signed-in caller; null on public and switch operations. */
  principal: Principal | null;
  services: AppServices;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface OperationImplementation {
  operation: OperationDescription;
  handle(call: OperationCall<OperationDescription>): Promise<unknown>;
}

/** Pairs an operation's description with the one function that does it. */
export function implement<const O extends OperationDescription>(operation: O, handle: (call: OperationCall<O>) => Promise<unknown>): OperationImplementation {
  return { operation, handle: handle as OperationImplementation['handle'] };
}

const guardedErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

interface Guard {
  config: FastifyContextConfig;
  /** Whether its answers may be compressed; the switch's clients never ask for it (no Accept-Encoding). */
  compress?: false;
  errors: Record<number, z.ZodType>;
  description?: string;
  security?: Record<string, never[]>[];
}

function accessOf(operation: OperationDescription): Guard {
  const { access } = operation;
  if (access === 'public') return { config: { isPublic: true }, errors: { 400: errorSchema }, description: operation.description };
  if (access === 'switch') {
    const description =
      `Requires the switch's credentials (HTTP Basic, FREESWITCH_CREDENTIALS), never a console session. ${operation.description ?? ''}`.trim();
    return { config: { isSwitch: true }, compress: false, errors: { 400: errorSchema, 401: errorSchema }, description, security: [{ switchBasic: [] }] };
  }
  if (access === 'session') {
    const description = `Requires a signed-in user; no permission beyond that. ${operation.description ?? ''}`.trim();
    return { config: { isSessionOnly: true }, errors: guardedErrors, description, security: [{ bearerAuth: [] }] };
  }
  const description = `Requires permission ${access.label}:${access.action}. ${operation.description ?? ''}`.trim();
  return { config: { permission: access }, errors: guardedErrors, description, security: [{ bearerAuth: [] }] };
}

/**
 * A missing row of the resource the path names answers that resource's 404, before any work
 * starts: the row `:id` names, or for a nested resource its row under the parent `:id` names.
 */
function rowCheck(app: FastifyInstance, operation: OperationDescription) {
  const resource = operation.on ? findResource(operation.on) : undefined;
  const table = resource && tableNamed(rowsNameOf(resource));
  if (!resource || !table) return undefined;
  const parent = resource.parent;
  const key = columnOf(table, parent?.rowKey ?? 'id');
  const missing = new AppError('NOT_FOUND', resource.messages.notFound ?? `${resource.singular} was not found`);
  return async (params: Record<string, number>) => {
    const rowId = params[parent ? parent.rowParam : 'id'];
    const underParent = parent ? eq(columnOf(table, parent.field), params[parent.param]) : undefined;
    if (rowId === undefined) return;
    const [found] = await app.db
      .select({ key })
      .from(table)
      .where(and(eq(key, rowId), underParent));
    if (!found) throw missing;
  };
}

/**
 * The row `:id` names must be the caller's own: a row of the resource whose linked owner (a call
 * account's `type`/`type_id`) is the signed-in user. Anyone else's answers the same 404 as a
 * missing one, so a row's existence is not told to those who may not see it.
 */
function ownRowCheck(app: FastifyInstance, operation: OperationDescription) {
  const resource = operation.ownRow ? findResource(operation.ownRow) : undefined;
  if (!operation.ownRow) return undefined;
  const table = resource && tableNamed(rowsNameOf(resource));
  const owner = resource && Object.entries(resource.fields).find(([, field]) => field.linked);
  if (!resource || !table || !owner) throw new Error(`Operation ${operation.name}: ${operation.ownRow} has no rows with a linked owner`);
  const [ownerField, { linked }] = owner;
  const missing = new AppError('NOT_FOUND', resource.messages.notFound ?? `${resource.singular} was not found`);
  return async (params: Record<string, number>, principal: Principal | null) => {
    const ownedBy = and(eq(columnOf(table, linked?.by ?? 'type'), 'user'), eq(columnOf(table, ownerField), principal?.userId ?? 0));
    const [found] = await app.db
      .select({ id: columnOf(table, 'id') })
      .from(table)
      .where(and(eq(columnOf(table, 'id'), params.id), ownedBy));
    if (!found) throw missing;
  };
}

/**
 * An operation's own limit, counted per signed-in user once the session is known (preHandler), so
 * users behind one address do not share it; a call without a session counts by its address.
 */
function rateLimitOf(limit: NonNullable<OperationDescription['rateLimit']>) {
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.principal ? `user:${request.principal.userId}` : request.ip),
  };
}

/** A signed webhook's bytes as sent, kept beside the parsed body. */
function keepRawBody(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    try {
      done(null, bytes.length === 0 ? undefined : JSON.parse(bytes.toString('utf8')));
    } catch {
      done(new AppError('BAD_REQUEST', 'The body is not valid JSON'));
    }
  });
}

/** The operation's path (below /api/v1) as the scope it is registered in, prefixed, sees it: the switch's scope is /api/v1/freeswitch. */
function urlInScope(scope: FastifyInstance, operation: OperationDescription) {
  const full = `${API_ROOT}${operation.path}`;
  if (!full.startsWith(`${scope.prefix}/`))
    throw new Error(`Operation ${operation.name}: ${full} lies outside the scope it is registered in (${scope.prefix})`);
  return full.slice(scope.prefix.length);
}

/** The query the operation takes and no other parameter: none when it declares none. */
function strictQueryOf(operation: OperationDescription) {
  const { query } = operation;
  if (!query) return emptyQuerySchema;
  // zod's strict and stripping objects have one type, so only here can a stripping one be caught.
  if (query._zod.def.catchall?._zod.def.type !== 'never')
    throw new Error(`Operation ${operation.name}: make its query with strictQuery, so unknown parameters are refused`);
  return query;
}

/** One operation's route: method and path, guard, schemas and documentation all from its description. */
export async function registerOperation(app: FastifyInstance, implementation: OperationImplementation, services: AppServices) {
  const { operation } = implementation;
  const url = urlInScope(app, operation);
  const querystring = strictQueryOf(operation);
  const access = accessOf(operation);
  const params = pathParamsOf(operation.path);
  const assertRow = rowCheck(app, operation);
  const assertOwnRow = ownRowCheck(app, operation);
  if (operation.rawBody) keepRawBody(app);
  // Uploads are parsed only where an operation takes one; the rest of the API stays JSON only.
  if (operation.upload) await app.register(fastifyMultipart, { limits: { fileSize: operation.upload.maxBytes, files: 1, fields: 10, parts: 20 } });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url,
    config: { ...access.config, ...(operation.rateLimit && { rateLimit: rateLimitOf(operation.rateLimit) }) },
    ...(access.compress === false && { compress: false }),
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      ...(access.description && { description: access.description }),
      ...(access.security && { security: access.security }),
      ...(params.length > 0 && { params: z.object(Object.fromEntries(params.map((name) => [name, operation.params?.[name] ?? pathId(name)]))) }),
      querystring,
      ...(operation.body && { body: operation.body }),
      ...(operation.upload && { consumes: ['multipart/form-data'] }),
      ...(operation.produces && { produces: [operation.produces] }),
      response: { ...access.errors, ...operation.answers },
    },
    handler: async (request, reply) => {
      const rowIds = request.params as Record<string, number>;
      await assertRow?.(rowIds);
      await assertOwnRow?.(rowIds, request.principal);
      return implementation.handle({
        db: app.db,
        params: rowIds,
        query: request.query as OperationCall<OperationDescription>['query'],
        body: request.body as OperationCall<OperationDescription>['body'],
        principal: request.principal,
        services,
        request,
        reply,
      });
    },
  });
}
