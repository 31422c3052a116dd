import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccountTransactions, callAccounts, callerIds, dids, users } from '../../db/schema/index.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';

const CUSTOMER_COUNT = 26;
const COUNTRY_PREFIXES = ['1415', '44207', '234803', '27215', '49301', '23324'];

interface CustomerRefs {
  adminId: number;
  selfServiceId: number;
  pricelistIds: { standard: number; premium: number };
  localizationIds: number[];
}

const isProvider = (index: number) => index % 5 === 4;

/** Customers with a user, an account, a call account funded through the ledger, a caller id and DIDs. */
export async function seedCustomers(db: Executor, refs: CustomerRefs) {
  const owners = await seedOwners(db, refs);
  const accountRows = await db
    .insert(accounts)
    .values(
      owners.map((ownerId, index) => ({
        type: isProvider(index) ? 'provider' : 'user',
        type_id: ownerId,
        number: String(7_000_000_000 + index * 7919),
        localization_id: refs.localizationIds[index % refs.localizationIds.length],
        maxchannels: 1 + (index % 10),
        cps: 1 + (index % 3),
        description:
          index === 0
            ? 'Demo self-service line'
            : `${FIRST_NAMES[index]} ${LAST_NAMES[index]} — ${isProvider(index) ? 'carrier interconnect' : 'business line'}`,
        created_by_id: refs.adminId,
      })),
    )
    .returning({ id: accounts.id, number: accounts.number, type_id: accounts.type_id });

  const callAccountRows = await db
    .insert(callAccounts)
    .values(
      accountRows.map((account, index) => ({
        number: account.number,
        name: index === 0 ? 'Main' : `${FIRST_NAMES[index]} ${LAST_NAMES[index]}`,
        main_account_id: account.id,
        type: isProvider(index) ? 'provider' : 'user',
        type_id: account.type_id,
        postpaid: index % 4 === 3,
        credit_limit: index % 4 === 3 ? '250.00000' : '0',
        // Carriers sell to us at wholesale prices, customers buy at retail: each call leaves a margin.
        pricelist_id: isProvider(index) ? refs.pricelistIds.premium : refs.pricelistIds.standard,
        created_by_id: refs.adminId,
      })),
    )
    .returning({ id: callAccounts.id });

  await seedLedger(
    db,
    callAccountRows.map((row) => row.id),
    refs.adminId,
  );
  await db.insert(callerIds).values(
    accountRows.map((account, index) => ({
      name: index % 2 === 0 ? 'Office' : 'Support line',
      callerid_name: `${FIRST_NAMES[index]} ${LAST_NAMES[index]}`.slice(0, 15),
      callerid_number: `234${account.number}`,
      enabled: index % 9 !== 8,
      account_id: account.id,
      created_by_id: refs.adminId,
    })),
  );
  await seedDids(
    db,
    accountRows.map((row) => row.id),
    callAccountRows.map((row) => row.id),
    refs.adminId,
  );
}

/** The self-service user owns the first line; the others belong to demo customers (users of type user). */
async function seedOwners(db: Executor, refs: CustomerRefs) {
  const customers = await db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMER_COUNT - 1 }, (_, index) => ({
        firstname: FIRST_NAMES[index + 1],
        lastname: LAST_NAMES[index + 1],
        email: `${FIRST_NAMES[index + 1]}.${LAST_NAMES[index + 1]}@customers.example.com`.toLowerCase(),
        phone: `+23480${String(31_000_000 + index * 104_729).padStart(8, '0')}`,
        type: 'user',
        created_by_id: refs.adminId,
      })),
    )
    .returning({ id: users.id });
  return [refs.selfServiceId, ...customers.map((row) => row.id)];
}

/** Opening credits and a few debits per line, each balance the exact sum of its ledger. */
async function seedLedger(db: Executor, callAccountIds: number[], adminId: number) {
  const movements = callAccountIds.flatMap((callAccountId, index) => {
    const credit = new Decimal(50 + index * 12.5);
    const debits = [new Decimal(index % 7).times('1.13579'), new Decimal(index % 3).times('0.4')].filter((amount) => amount.gt(0));
    let balance = new Decimal(0);
    const rows = [
      { type: 'credit', amount: credit, description: 'Opening balance' },
      ...debits.map((amount) => ({ type: 'debit', amount, description: 'Calls' })),
    ];
    return rows.map((row) => {
      balance = row.type === 'credit' ? balance.plus(row.amount) : balance.minus(row.amount);
      return {
        call_account_id: callAccountId,
        type: row.type,
        amount: row.amount.toFixed(5),
        balance_after: balance.toFixed(5),
        description: row.description,
        created_by_id: adminId,
      };
    });
  });
  await db.insert(callAccountTransactions).values(movements);
  const balances = new Map(movements.map((movement) => [movement.call_account_id, movement.balance_after]));
  for (const [id, balance] of balances) {
    await db.update(callAccounts).set({ balance }).where(eq(callAccounts.id, id));
  }
}

async function seedDids(db: Executor, accountIds: number[], callAccountIds: number[], adminId: number) {
  await db.insert(dids).values(
    Array.from({ length: 65 }, (_, index) => ({
      number: `${COUNTRY_PREFIXES[index % COUNTRY_PREFIXES.length]}${String(5_550_000 + index * 37).padStart(7, '0')}`,
      account_id: accountIds[index % accountIds.length],
      call_billing_account_id: callAccountIds[index % callAccountIds.length],
      leg_timeout: [30, 45, 60, 90][index % 4],
      enabled: index % 7 !== 6,
      simultaneous_extension: index % 5 === 0,
      maxchannels: 2 + (index % 8),
      cost: (1 + (index % 5) * 0.5).toFixed(5),
      connectcost: (index % 3 === 0 ? 0.05 : 0).toFixed(5),
      created_by_id: adminId,
    })),
  );
}
