import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER, controlCharacterMessage } from '@ringledger/contract';
import { badRequest } from '../errors/app-error.js';

/** The key path of the first text holding a control character, or undefined. */
function findControlCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') || 'value' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findControlCharacter(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text with a control character gets past parsing, whatever the route: PostgreSQL cannot store
 * NUL at all, and the rest are never typed by a person. Refused as 400 before validation, so
 * nobody can make the server log an error at will with them.
 */
export const controlCharacterPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = findControlCharacter(request.query) ?? findControlCharacter(request.body);
    if (!field) return;
    const message = controlCharacterMessage(field);
    throw badRequest(message, { [field]: message });
  });
});
