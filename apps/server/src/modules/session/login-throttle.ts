import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authFailures } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

/** Who failed: a user from browsers not known to be theirs, an address, or one known browser of a user. */
export type FailureKey = `account:${string}` | `address:${string}` | `device:${number}`;

/**
 * Counts failed sign-ins in a sliding window, per key, in PostgreSQL so the count holds across
 * restarts and instances. A key over its limit is refused with 429 until the window passes.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  limitOf(key: FailureKey) {
    return key.startsWith('address:') ? this.limits.perAddress : this.limits.perAccount;
  }

  /** How long the longest-waiting of the keys stays refused; 0 when none is over its limit. */
  async waitMs(keys: readonly FailureKey[]) {
    const waits = await Promise.all(keys.map((key) => this.keyWaitMs(key)));
    return Math.max(0, ...waits);
  }

  async assertAllowed(keys: readonly FailureKey[]) {
    const blockedFor = await this.waitMs(keys);
    if (blockedFor > 0) {
      const minutes = Math.max(1, Math.ceil(blockedFor / 60_000));
      throw new AppError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  async recordFailure(keys: readonly FailureKey[]) {
    await this.db.insert(authFailures).values(keys.map((key) => ({ key })));
    await this.db.delete(authFailures).where(lt(authFailures.failed_at, this.windowStart()));
  }

  async forget(keys: readonly FailureKey[]) {
    await this.db.delete(authFailures).where(inArray(authFailures.key, [...keys]));
  }

  private windowStart() {
    return sql`(now() - make_interval(secs => ${this.limits.windowMs / 1000}))`;
  }

  /** How long until the limit-th most recent failure in the window leaves it; 0 when under the limit. */
  private async keyWaitMs(key: FailureKey) {
    const [row] = await this.db
      .select({ waitMs: sql<number>`extract(epoch from (${authFailures.failed_at} - ${this.windowStart()})) * 1000` })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.failed_at, this.windowStart())))
      .orderBy(desc(authFailures.failed_at))
      .offset(this.limitOf(key) - 1)
      .limit(1);
    return row ? Math.max(0, Number(row.waitMs)) : 0;
  }
}
