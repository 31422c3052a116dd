import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callAccounts, payments, users } from '../../db/schema/index.js';
import { ownedBy } from '../self-service/user-lines.queries.js';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment as it starts: pending, for one line, in the platform's currency. */
export type NewPayment = Pick<typeof payments.$inferInsert, 'reference' | 'call_account_id' | 'amount' | 'currency' | 'provider' | 'created_by_id'>;

export async function insertPayment(db: Executor, payment: NewPayment) {
  await db.insert(payments).values(payment);
}

/** The payment, locked until the transaction ends: verify and webhook calls for it take turns. */
export async function lockPayment(tx: Executor, reference: string) {
  const [found] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
  return found;
}

export async function findPayment(db: Executor, reference: string) {
  const [found] = await db.select().from(payments).where(eq(payments.reference, reference));
  return found;
}

/** A payment of one line, only when that line is the user's own. */
export async function findOwnPayment(db: Executor, reference: string, userId: number) {
  const [found] = await db
    .select({ payment: payments, line: { id: callAccounts.id, number: callAccounts.number, name: callAccounts.name } })
    .from(payments)
    .innerJoin(callAccounts, eq(callAccounts.id, payments.call_account_id))
    .where(and(eq(payments.reference, reference), ownedBy(userId)));
  return found;
}

export async function updatePayment(db: Executor, id: number, changes: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(changes).where(eq(payments.id, id));
}

export async function findBalance(db: Executor, callAccountId: number) {
  const [found] = await db.select({ balance: callAccounts.balance }).from(callAccounts).where(eq(callAccounts.id, callAccountId));
  return found?.balance ?? '0';
}

/** Whom a provider's receipt goes to. */
export async function findPayer(db: Executor, userId: number) {
  const [found] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return found;
}
