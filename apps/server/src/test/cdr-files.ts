import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildModJsonCdr, encodeModJsonCdr, type SampleCall } from '../modules/call-records/mod-json-cdr.js';
import { outboundCall, type CallWorld } from './call-world.js';

const fileText = (call: SampleCall) => `${encodeModJsonCdr(buildModJsonCdr(call), { encodeValues: true }).body}\n`;

/**
 * A folder as mod_json_cdr leaves it: `calls` outbound calls, each an A-leg (`a_<uuid>`, as with
 * prefix-a-leg, some in a dated subfolder as with rotate) and its B-leg; then a truncated CDR and
 * a file that is no CDR by its name. Answers the calls, in order, and the truncated file's path.
 */
export async function writeCdrFolder(world: CallWorld, folder: string, calls = 5) {
  await mkdir(path.join(folder, '2026-11-24'), { recursive: true });
  const written: ReturnType<typeof outboundCall>[] = [];
  for (let index = 0; index < calls; index += 1) {
    const call = outboundCall(world, { billsec: 60 + index });
    written.push(call);
    await writeFile(path.join(folder, index % 2 === 0 ? '2026-11-24' : '', `a_${call.uuid}.cdr.json`), fileText(call.a));
    await writeFile(path.join(folder, `${call.b.uuid}.cdr.json`), fileText(call.b));
  }
  const broken = path.join(folder, 'broken.cdr.json');
  await writeFile(broken, '{"variables": "truncated');
  await writeFile(path.join(folder, 'notes.txt'), 'not a CDR file name');
  return { calls: written, broken };
}

export const BROKEN_CDR_REASON = 'This is not a mod_json_cdr CDR: the body is not JSON, nor cdr= followed by URL-encoded or base64 JSON';
