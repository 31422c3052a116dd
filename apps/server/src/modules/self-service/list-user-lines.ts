import { listUserLines } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { findUserLines } from './user-lines.queries.js';

/** GET /users/lines: the caller's own lines, whoever asks; a person has few, so one page holds them all. */
export const listUserLinesOperation = implement(listUserLines, async ({ db, request }) => {
  const results = await findUserLines(db, principalOf(request).userId);
  return { results, total: results.length };
});
