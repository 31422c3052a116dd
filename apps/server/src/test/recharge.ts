import { beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppOptions } from '../app.js';
import { callAccountTransactions, payments } from '../db/schema/index.js';
import { useTestApp } from './harness.js';
import { createCallAccountWithAccount, createUser, signIn } from './factories.js';

/**
 * What every card-recharge test starts from: the app with `options.payments` as its provider, and
 * a user signed in who owns one line; the calls they make on it and what it then holds.
 */
export function useRechargingUser(options: Partial<AppOptions>) {
  const context = useTestApp(options);
  const payer = {
    context,
    /** The owner's headers and their line's id, there once the file's `beforeAll`s have run. */
    owner: {} as Record<string, string>,
    line: 0,
    /** Asks for a card payment of `amount` (in the minor unit) on the line, as the console does. */
    post: (amount: number) =>
      context.app.inject({ method: 'POST', url: `/api/v1/users/call_accounts/${payer.line}/recharge`, headers: payer.owner, payload: { amount } }),
    /** Starts a card payment of `amount` (in the minor unit), which must be accepted. */
    async start(amount: number) {
      const response = await payer.post(amount);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { url: string; reference: string };
    },
    verify: (reference: string) =>
      context.app.inject({ method: 'GET', url: `/api/v1/users/call_accounts/${payer.line}/recharge/verify/${reference}`, headers: payer.owner }),
    ledger: () => context.db.select().from(callAccountTransactions).where(eq(callAccountTransactions.call_account_id, payer.line)),
    paymentOf: async (reference: string) => (await context.db.select().from(payments).where(eq(payments.reference, reference)))[0],
  };
  beforeAll(async () => {
    const person = await createUser(context.db, 'user');
    payer.owner = (await signIn(context.app, person)).headers;
    payer.line = (await createCallAccountWithAccount(context.db, person.id)).callAccount.id;
  });
  return payer;
}
