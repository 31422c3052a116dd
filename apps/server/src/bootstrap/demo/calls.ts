import { createHash } from 'node:crypto';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  callAccounts,
  callAccountTransactions,
  callRecordDays,
  callRecordDayTotals,
  callRecordPrefixDays,
  callRecords,
  dids,
  domains,
  extensionDids,
  extensions,
  gateways,
  trunks,
} from '../../db/schema/index.js';
import { createRatingCache } from '../../modules/rating/rating-cache.js';
import { createCdrIngester } from '../../modules/call-records/cdr-ingester.js';
import { readReceivedCdr } from '../../modules/call-records/cdr-reading.js';
import { buildModJsonCdr, encodeModJsonCdr, type SampleCall } from '../../modules/call-records/mod-json-cdr.js';
import { DESTINATIONS } from './names.js';

const DEMO_CALLS = 2500;
const DAYS = 30;

/** A uuid that is the same on every run for the same call, so demo CDRs read like a switch's and never collide. */
function uuidOf(seed: string) {
  const hex = createHash('sha256').update(`ringledger-demo-${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A deterministic spread of numbers in [0, 1), so the demo is the same on every start. */
const spread = (index: number, salt: number) => ((index * 2654435761 + salt * 40503) % 1_000_003) / 1_000_003;

async function demoEstate(db: Database) {
  const [domain] = await db.select({ name: domains.name }).from(domains).where(eq(domains.is_primary, true));
  const lines = await db.select({ username: extensions.username }).from(extensions).orderBy(asc(extensions.id));
  const rung = await db.select({ number: dids.number }).from(dids).innerJoin(extensionDids, eq(extensionDids.did_id, dids.id)).orderBy(asc(dids.id));
  const carriers = await db
    .select({ name: gateways.name })
    .from(trunks)
    .innerJoin(gateways, eq(gateways.id, trunks.gateway_id))
    .where(isNotNull(trunks.provider_id))
    .orderBy(asc(trunks.id));
  return {
    domain: domain.name,
    lines: lines.map((line) => line.username),
    dids: rung.map((did) => did.number),
    carriers: carriers.map((carrier) => carrier.name),
  };
}

/** The legs of one demo call: mostly extensions calling out (with the carrier's B-leg), some calls in to DIDs, a few between extensions. */
function legsOf(index: number, estate: Awaited<ReturnType<typeof demoEstate>>): SampleCall[] {
  const kind = spread(index, 1);
  const start = new Date(Date.now() - (DAYS * 86_400_000 * (index + 0.5)) / DEMO_CALLS);
  // Business hours, mostly: the hour of day leans on the afternoon.
  start.setUTCHours(8 + Math.floor(spread(index, 2) * 10), Math.floor(spread(index, 3) * 60), Math.floor(spread(index, 4) * 60));
  if (start.getTime() > Date.now()) start.setUTCDate(start.getUTCDate() - 1);
  const answered = spread(index, 5) > 0.18;
  const billsec = answered ? 5 + Math.floor(spread(index, 6) ** 2 * 900) : 0;
  const uuid = uuidOf(String(index));
  const caller = estate.lines[index % estate.lines.length];
  if (kind < 0.22 && estate.dids.length > 0) {
    const did = estate.dids[index % estate.dids.length];
    const from = `+${DESTINATIONS[index % DESTINATIONS.length][0]}${String(700_000_000 + index * 7919).slice(0, 9)}`;
    return [{ uuid, callerIdNumber: from, destinationNumber: did, domain: estate.domain, start, billsec }];
  }
  if (kind < 0.3 && estate.lines.length > 1) {
    const callee = estate.lines[(index + 7) % estate.lines.length];
    return [{ uuid, callerIdNumber: caller, destinationNumber: callee, sipUser: caller, domain: estate.domain, start, billsec }];
  }
  // A few calls the operator must look into (Unrated Calls): a satellite number no pricelist covers, and a softphone never provisioned.
  const isUnpriced = index % 101 === 50;
  const isUnknownPhone = index % 173 === 90;
  const country = isUnpriced ? '88216' : DESTINATIONS[Math.floor(spread(index, 7) * DESTINATIONS.length)][0];
  const digits = `${country}${String(800_000_000 + index * 104_729).slice(0, 9)}`;
  const dialler = isUnknownPhone ? `9${caller}` : caller;
  const a: SampleCall = { uuid, callerIdNumber: dialler, destinationNumber: `+${digits}`, sipUser: dialler, domain: estate.domain, start, billsec };
  if (estate.carriers.length === 0) return [a];
  const gateway = estate.carriers[index % estate.carriers.length];
  const b: SampleCall = {
    uuid: uuidOf(`${index}-b`),
    aLegUuid: uuid,
    callerIdNumber: dialler,
    destinationNumber: digits,
    domain: estate.domain,
    start: new Date(start.getTime() + 800),
    ringSeconds: 3,
    billsec: Math.max(0, billsec - 1),
    gateway,
  };
  return [a, b];
}

/**
 * A month of calls on the demo estate, written as FreeSWITCH's mod_json_cdr would post them and
 * taken in through the same ingestion (reading, billing, ledger), so balances, ledgers, records
 * and summaries agree as they would on a real switch.
 */
export async function loadDemoCalls(db: Database) {
  const estate = await demoEstate(db);
  if (estate.lines.length === 0) return 0;
  const rating = createRatingCache(db);
  await rating.listen();
  try {
    const ingester = createCdrIngester({ db, rating, maxBatch: 2000, log: () => undefined });
    const legs = Array.from({ length: DEMO_CALLS }, (_, index) => legsOf(index, estate)).flat();
    await Promise.all(
      legs.map((leg) => {
        const body = Buffer.from(encodeModJsonCdr(buildModJsonCdr(leg), { encodeValues: true }).body);
        return ingester.submit(readReceivedCdr(body, { contentType: 'application/json' }));
      }),
    );
    // A month of calls arrives at once, before autovacuum would notice: without fresh statistics the
    // first lists are planned on guesses (the unrated calls read every record instead of their index).
    await db.execute(
      sql`analyze ${callRecords}, ${callRecordDays}, ${callRecordDayTotals}, ${callRecordPrefixDays}, ${callAccountTransactions}, ${callAccounts}`,
    );
    return legs.length;
  } finally {
    await rating.close();
  }
}
