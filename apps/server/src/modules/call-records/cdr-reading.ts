import { parseCdr } from './cdr-parser.js';
import type { ReceivedCdr } from './cdr-ingester.js';
import { compressCdr } from './raw-cdr-compression.js';

export interface CdrSource {
  contentType?: string;
  /** mod_json_cdr's `?uuid=`, or the uuid a CDR file is named after. */
  uuid?: string;
}

/**
 * A CDR body as the ingester takes it: the leg read from it (400 for what is not a CDR) and the
 * body compressed for keeping. Synchronous: zlib's asynchronous form costs more in its stream
 * machinery than a CDR takes to compress.
 */
export function readReceivedCdr(body: Buffer, source: CdrSource = {}): ReceivedCdr {
  const leg = parseCdr(body, source);
  return { leg, compressed: compressCdr(body), contentType: source.contentType ?? null };
}
