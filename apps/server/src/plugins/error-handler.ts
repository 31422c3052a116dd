import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { translateDatabaseError } from '../errors/database-errors.js';

type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[]; issue?: { path?: PropertyKey[]; message?: string } };
};

/**
 * zod's own wording for a body that is not an object at all ("expected object, received array") means little to a person;
 * a schema that says what its body must be (a list of configuration changes) keeps its sentence.
 */
function messageOf(issue: ValidationIssue, path: string, context: string | undefined) {
  const message = issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
  const isWholeInput = path === (context ?? 'body');
  if (isWholeInput && issue.keyword === 'invalid_type' && /^Invalid input/.test(message)) return `The request ${context ?? 'body'} must be a JSON object`;
  return message;
}

function describeValidation(context: string | undefined, issues: ValidationIssue[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const keys = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && keys) {
      // Each unknown key is named under its own name, so a form can point at it.
      for (const key of keys) fields[key] ??= issue.message ?? `Unknown ${key}`;
      continue;
    }
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    fields[path] ??= messageOf(issue, path, context);
  }
  const first = Object.values(fields)[0] ?? 'The request is not valid';
  return { error: first, fields };
}

/** One handler answers every failure as {"error": "..."}; a 500 never carries internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(describeValidation(error.validationContext, error.validation as ValidationIssue[]));
    }
    const translated = error instanceof AppError ? error : translateDatabaseError(error);
    if (translated) {
      return reply.status(translated.status).send({
        error: translated.message,
        ...(translated.fields ? { fields: translated.fields } : {}),
        ...(translated.confirm ? { confirm: translated.confirm } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Something went wrong on our side; it has been logged' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Send the body as application/json'
            : error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'unexpected error');
    return reply.status(500).send({ error: 'Something went wrong on our side; it has been logged' });
  });
});
