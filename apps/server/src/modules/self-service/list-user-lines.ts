import { listUserLines } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { localDateOf, startOfLocalDate } from '../traffic/zoned-days.js';
import { findUserLines } from './user-lines.queries.js';

/** The instant the current month began on the operator's wall clock (the Time Zone configuration). */
export function startOfLocalMonth(now: Date, timeZone: string) {
  return startOfLocalDate(`${localDateOf(now, timeZone).slice(0, 8)}01`, timeZone);
}

/** GET /users/lines: the caller's own lines, whoever asks; a person has few, so one page holds them all. */
export const listUserLinesOperation = implement(listUserLines, async ({ db, request, services }) => {
  const monthStart = startOfLocalMonth(new Date(), services.settings.get('time_zone'));
  const results = await findUserLines(db, principalOf(request).userId, monthStart);
  return { results, total: results.length };
});
