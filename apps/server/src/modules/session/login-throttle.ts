import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authFailures } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

/**
 * Counts failed sign-ins per account and per client address in a sliding window. Guessing one
 * account's password, or many accounts' from one address, is refused with 429 until the
 * window passes; a success clears the account's count.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  async assertAllowed(account: string, address: string) {
    const [accountWait, addressWait] = await Promise.all([
      this.waitMs(`account:${account}`, this.limits.perAccount),
      this.waitMs(`address:${address}`, this.limits.perAddress),
    ]);
    const blockedFor = Math.max(accountWait, addressWait);
    if (blockedFor > 0) {
      const minutes = Math.max(1, Math.ceil(blockedFor / 60_000));
      throw new AppError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  async recordFailure(account: string, address: string) {
    await this.db.insert(authFailures).values([{ key: `account:${account}` }, { key: `address:${address}` }]);
    await this.db.delete(authFailures).where(lt(authFailures.failed_at, this.windowStart()));
  }

  async recordSuccess(account: string) {
    await this.db.delete(authFailures).where(eq(authFailures.key, `account:${account}`));
  }

  private windowStart() {
    return sql`(now() - make_interval(secs => ${this.limits.windowMs / 1000}))`;
  }

  /** How long until the limit-th most recent failure in the window leaves it; 0 when under the limit. */
  private async waitMs(key: string, limit: number) {
    const [row] = await this.db
      .select({ waitMs: sql<number>`extract(epoch from (${authFailures.failed_at} - ${this.windowStart()})) * 1000` })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.failed_at, this.windowStart())))
      .orderBy(desc(authFailures.failed_at))
      .offset(limit - 1)
      .limit(1);
    return row ? Math.max(0, Number(row.waitMs)) : 0;
  }
}
