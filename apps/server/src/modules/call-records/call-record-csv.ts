import { Readable, pipeline } from 'node:stream';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client.js';
import { bindValues, prepareStatement } from '../../db/prepared-statements.js';
import { callRecords, trunks } from '../../db/schema/index.js';
import { neutralizeFormula } from '../../csv/safe-cells.js';
import { recordConditions, sideColumns } from './call-record-conditions.js';
import { bindCriteria } from './call-record-shapes.js';
import { orderOf, sideAccounts, sideCallAccounts, type CallRecordSort } from './call-record-lists.queries.js';
import type { CallRecordCriteria } from './call-record-criteria.js';

/** Rows fetched from the cursor at a time: a few hundred kilobytes of CSV. */
const FETCH_ROWS = 2000;

/** The file's columns, as text the database writes: moments in ISO 8601 UTC, money as exact decimals. */
function csvColumns(criteria: CallRecordCriteria) {
  const side = sideColumns(criteria.side);
  const moment = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  return {
    id: sql`${callRecords.id}::text`,
    call_uuid: sql`${callRecords.call_uuid}`,
    callstart: moment(callRecords.callstart),
    answerstart: moment(callRecords.answerstart),
    callend: moment(callRecords.callend),
    caller_id_number: sql`${callRecords.caller_id_number}`,
    caller_id_name: sql`${callRecords.caller_id_name}`,
    destination_number: sql`${callRecords.destination_number}`,
    direction: sql`${callRecords.direction}`,
    call_type: sql`${callRecords.call_type}`,
    sip_user: sql`${callRecords.sip_user}`,
    account: sql`${sideAccounts.number}`,
    call_billing_account: sql`${sideCallAccounts.number}`,
    trunk: sql`${trunks.name}`,
    duration: sql`${callRecords.duration}::text`,
    billseconds: sql`(${side.billseconds})::text`,
    hangup_cause: sql`${callRecords.hangup_cause}`,
    cost: sql`(${side.cost})::numeric(18, 5)::text`,
    rated: sql`case when ${callRecords.rated} then 'true' else 'false' end`,
    unrated_reason: sql`${criteria.side === 'user' ? callRecords.unrated_reason : callRecords.provider_unrated_reason}`,
  };
}

export const CALL_RECORD_CSV_COLUMNS = Object.keys(csvColumns({ side: 'user', scope: {}, isEmpty: false }));

/**
 * Every record the criteria match, in the list's order, read through a cursor so a year of calls
 * streams in constant memory. The cursor holds one pooled connection until the file is sent or
 * the download is abandoned.
 */
async function* csvRows(db: Database, criteria: CallRecordCriteria, sort: CallRecordSort): AsyncGenerator<Record<string, string | null>> {
  const columns = csvColumns(criteria);
  const side = sideColumns(criteria.side);
  const bound = bindCriteria(criteria);
  const query = prepareStatement(
    'rl_call_record_export',
    db
      .select(Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, column.as(name)])))
      .from(callRecords)
      .leftJoin(sideAccounts, eq(sideAccounts.id, side.accountId))
      .leftJoin(sideCallAccounts, eq(sideCallAccounts.id, side.callAccountId))
      .leftJoin(trunks, eq(trunks.id, callRecords.trunk_id))
      .where(recordConditions(bound.filter, bound.range))
      .orderBy(...orderOf(criteria.side, sort)),
    { named: false },
  );
  const client = await db.$client.connect();
  let isReleased = false;
  // A connection left inside a failed or abandoned transaction is closed, not handed to the next request.
  const release = (isBroken: boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.release(isBroken);
  };
  try {
    await client.query('begin read only');
    await client.query(`declare call_record_export no scroll cursor for ${query.text}`, bindValues(query, bound.values));
    for (;;) {
      const { rows } = await client.query<Record<string, string | null>>(`fetch ${FETCH_ROWS} from call_record_export`);
      yield* rows;
      if (rows.length < FETCH_ROWS) break;
    }
    await client.query('commit');
    release(false);
  } finally {
    // Reached early when the download is abandoned or a query failed.
    release(true);
  }
}

/** The filtered list as CSV text, header first; a cell a spreadsheet would run as a formula is quoted. */
export function callRecordCsvStream(db: Database, criteria: CallRecordCriteria, sort: CallRecordSort): Readable {
  const csv = stringify({ header: true, columns: CALL_RECORD_CSV_COLUMNS, cast: { string: neutralizeFormula } });
  return pipeline(Readable.from(criteria.isEmpty ? [] : csvRows(db, criteria, sort)), csv, () => undefined);
}
