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
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  assertAllowed(account: string, address: string, now = Date.now()) {
    const blockedFor = Math.max(
      this.retryAfter(`account:${account}`, this.limits.perAccount, now),
      this.retryAfter(`address:${address}`, this.limits.perAddress, now),
    );
    if (blockedFor > 0) {
      const minutes = Math.max(1, Math.ceil(blockedFor / 60_000));
      throw new AppError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  recordFailure(account: string, address: string, now = Date.now()) {
    for (const key of [`account:${account}`, `address:${address}`]) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 50_000) this.prune(now);
  }

  recordSuccess(account: string) {
    this.failures.delete(`account:${account}`);
  }

  private recent(key: string, now: number) {
    return (this.failures.get(key) ?? []).filter((at) => now - at < this.limits.windowMs);
  }

  private retryAfter(key: string, limit: number, now: number) {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit] + this.limits.windowMs - now;
  }

  private prune(now: number) {
    for (const key of this.failures.keys()) if (this.recent(key, now).length === 0) this.failures.delete(key);
  }
}
