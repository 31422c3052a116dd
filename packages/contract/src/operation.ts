import { z } from 'zod';
import type { Action, PermissionLabel } from './permissions.js';

/**
 * Who may call an operation: holders of a permission, anyone signed in (`session`), anyone at
 * all (`public`), or the switch (`switch`, FreeSWITCH's own credentials, never a console session).
 */
export type OperationAccess = { label: PermissionLabel; action: Action } | 'session' | 'public' | 'switch';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Work that is not one resource's CRUD (importing a rate file, pricing a call): described here
 * once, implemented on the server in one file named after it, documented and guarded like the
 * resource routes.
 */
export interface OperationDescription {
  /** Kebab-case, as the file that implements it is named: `import-rates`. */
  name: string;
  method: HttpMethod;
  /** Below /api/v1; `:id` names a row of `on`. */
  path: string;
  access: OperationAccess;
  /**
   * The resource whose row the path names (`:id`, or for a nested one its parent's `:id` and its
   * own row parameter): a missing row answers that resource's 404.
   */
  on?: string;
  /**
   * The resource whose row `:id` names must be the caller's own (a self-service user's line: its
   * linked owner is the caller); anyone else's, like a missing one, answers that resource's 404.
   */
  ownRow?: string;
  /** At most `max` calls per `timeWindow` ms per signed-in user (per address when nobody is): 429 past it. */
  rateLimit?: { max: number; timeWindow: number };
  /** The body's bytes are kept as sent besides being parsed (`request.rawBody`): a webhook's signature is over them. */
  rawBody?: boolean;
  /** The OpenAPI group. */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters that are not row ids (an audio file's category); every other one is a row id. */
  params?: Record<string, z.ZodType>;
  /** The resource whose row a successful call makes (an upload answering the new audio file). */
  creates?: string;
  /** Made with `strictQuery`, so an unknown parameter is refused (the server will not start otherwise); without one, the operation takes no query at all. */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data upload of one file in `field`, at most `maxBytes` long. */
  upload?: { field: string; maxBytes: number };
  /** The media type of a file answer (text/csv), streamed rather than JSON. */
  produces?: string;
  /** The answers besides the shared error answers, by status. */
  answers: Partial<Record<number, z.ZodType>>;
  /** A valid request's query, body or file, for the docs and for the permission matrix. */
  example?: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: Record<string, unknown> | readonly Record<string, unknown>[];
    file?: string;
  };
}

export function defineOperation<const O extends OperationDescription>(operation: O): O {
  return operation;
}

/** The path parameters an operation's path names, each a row id. */
export function pathParamsOf(path: string) {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}
