import type { Executor } from '../db/client.js';
import { accounts, callAccounts, dids, pricelists } from '../db/schema/index.js';
import { createPersonWithLogin, type Person } from './people.js';
import { generatePassword } from '../modules/session/passwords.js';

const FIRST_NAMES = [
  'Amara',
  'Tunde',
  'Grace',
  'Liam',
  'Sofia',
  'Kwame',
  'Chen',
  'Fatima',
  'Noah',
  'Priya',
  'Mateo',
  'Zainab',
  'Olivia',
  'Yusuf',
  'Hana',
  'Ethan',
  'Ngozi',
  'Lucas',
  'Aisha',
  'Daniel',
  'Mei',
  'Samuel',
  'Leila',
  'Jonas',
  'Ifeoma',
  'Kofi',
];
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Mensah',
  'Walsh',
  'Rossi',
  'Boateng',
  'Wei',
  'Bello',
  'Schmidt',
  'Patel',
  'Garcia',
  'Abubakar',
  'Brown',
  'Hassan',
  'Tanaka',
  'Murphy',
  'Eze',
  'Silva',
  'Diallo',
  'Kim',
  'Lin',
  'Owusu',
  'Haddad',
  'Berg',
  'Nwosu',
  'Asante',
];
const COUNTRY_PREFIXES = ['1415', '44207', '234803', '27215', '49301', '23324'];

export interface DemoLogins {
  agent: { email: string; password: string };
  user: { email: string; password: string };
}

/** Realistic sample data so every list pages on first start: accounts, call accounts, DIDs. */
export async function loadDemoData(db: Executor, adminId: number): Promise<DemoLogins> {
  const agentPassword = generatePassword();
  const userPassword = generatePassword();
  const agent: Person = { firstname: 'Ada', lastname: 'Agent', email: 'agent@example.com', phone: '2348030000001', type: 'agent' };
  const selfService: Person = { firstname: 'Uche', lastname: 'User', email: 'user@example.com', phone: '2348030000002', type: 'user' };
  await createPersonWithLogin(db, agent, agentPassword, adminId);
  const selfServiceId = await createPersonWithLogin(db, selfService, userPassword, adminId);

  const [standard, premium] = await db
    .insert(pricelists)
    .values([
      {
        name: 'Standard Retail',
        inc: 60,
        init_inc: 60,
        markup: 0,
        routing_type: 1,
        description: 'Per-minute billing for retail customers',
        created_by_id: adminId,
      },
      {
        name: 'Premium Wholesale',
        inc: 6,
        init_inc: 30,
        markup: 10,
        routing_type: 1,
        description: '30/6 billing for wholesale carriers',
        created_by_id: adminId,
      },
    ])
    .returning({ id: pricelists.id });

  const customerCount = 26;
  const accountRows = await db
    .insert(accounts)
    .values(
      Array.from({ length: customerCount }, (_, index) => ({
        type: index % 5 === 4 ? 'provider' : 'user',
        type_id: index === 0 ? selfServiceId : null,
        number: String(7_000_000_000 + index * 7919),
        maxchannels: 1 + (index % 10),
        cps: 1 + (index % 3),
        charge_per_min: 1,
        description: `${FIRST_NAMES[index]} ${LAST_NAMES[index]} — ${index % 5 === 4 ? 'carrier interconnect' : 'business line'}`,
        created_by_id: adminId,
      })),
    )
    .returning({ id: accounts.id, number: accounts.number });

  const callAccountRows = await db
    .insert(callAccounts)
    .values(
      accountRows.map((account, index) => ({
        number: account.number,
        name: index === 0 ? 'Main' : `${FIRST_NAMES[index]} ${LAST_NAMES[index]}`,
        main_account_id: account.id,
        type: index % 5 === 4 ? 'provider' : 'user',
        type_id: index === 0 ? selfServiceId : null,
        postpaid: index % 4 === 3,
        credit_limit: index % 4 === 3 ? '250.00000' : '0',
        pricelist_id: index % 3 === 0 ? premium.id : standard.id,
        created_by_id: adminId,
      })),
    )
    .returning({ id: callAccounts.id });

  await db.insert(dids).values(
    Array.from({ length: 65 }, (_, index) => ({
      number: `${COUNTRY_PREFIXES[index % COUNTRY_PREFIXES.length]}${String(5_550_000 + index * 37).padStart(7, '0')}`,
      account_id: accountRows[index % customerCount].id,
      call_billing_account_id: callAccountRows[index % customerCount].id,
      leg_timeout: [30, 45, 60, 90][index % 4],
      enabled: index % 7 !== 6,
      simultaneous_extension: index % 5 === 0,
      maxchannels: 2 + (index % 8),
      cost: (1 + (index % 5) * 0.5).toFixed(5),
      connectcost: (index % 3 === 0 ? 0.05 : 0).toFixed(5),
      created_by_id: adminId,
    })),
  );
  return { agent: { email: agent.email, password: agentPassword }, user: { email: selfService.email, password: userPassword } };
}
