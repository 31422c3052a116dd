import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER, controlCharacterMessage } from '@ringledger/contract';
import { badRequest } from '../errors/app-error.js';

/** Far past any form or import the API takes (a few levels), far short of what would strain the stack. */
export const MAX_BODY_DEPTH = 64;

/**
 * The key path of the first text holding a control character, or undefined. Walks with its own
 * stack, not recursion: a body is up to 1 MB, enough for hundreds of thousands of nested arrays,
 * which would overflow the call stack and answer 500 to anyone. Deeper than MAX_BODY_DEPTH is
 * refused outright, so nothing after this hook (validation) walks such a body either.
 */
function findControlCharacter(input: unknown): string | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) return path.join('.') || 'value';
      continue;
    }
    // Raw bytes (a CDR as the switch posted it) are the route's to read, and it keeps no control character;
    // walked here, every byte would be an entry.
    if (typeof value !== 'object' || value === null || value instanceof Uint8Array) continue;
    if (path.length >= MAX_BODY_DEPTH) throw badRequest('The request body is nested too deeply');
    // Reversed onto the stack so entries are looked at in order and the first bad field is named.
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index];
      pending.push({ value: item, path: [...path, key] });
    }
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
