import { ingestCdr } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';

/**
 * FreeSWITCH's CDRs, as mod_json_cdr posts them: read, billed and stored with the others
 * arriving at the same moment, and answered once committed (mod_json_cdr posts again, and in
 * the end writes the CDR to its err-log-dir, on anything but a 2xx).
 */
export const ingestCdrOperation = implement(ingestCdr, async ({ request, query }) => {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const contentType = request.headers['content-type'] ?? null;
  const cdr = await request.server.cdrReaders.read(body, { contentType: contentType ?? undefined, uuid: query.uuid });
  const { status, call_record_id } = await request.server.cdr.submit(cdr);
  return { status, call_record_id };
});
