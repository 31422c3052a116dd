import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildModJsonCdr, encodeModJsonCdr } from './mod-json-cdr.js';
import { compressCdr, decompressCdr, decompressCdrAsync } from './raw-cdr-compression.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A full-size CDR of a call of its own, in each way mod_json_cdr may send it. */
function bodiesOfACall() {
  const cdr = buildModJsonCdr({
    uuid: randomUUID(),
    callerIdNumber: '1001',
    destinationNumber: '2348031234567',
    sipUser: '1001',
    domain: 'voice.carrier.test',
    start: new Date('2026-11-24T09:30:00Z'),
    billsec: 73,
  });
  return [
    encodeModJsonCdr(cdr, { encodeValues: true }).body,
    encodeModJsonCdr(cdr).body,
    encodeModJsonCdr(cdr, { encoding: 'form' }).body,
    encodeModJsonCdr(cdr, { encoding: 'base64' }).body,
  ].map((text) => Buffer.from(text));
}

describe('keeping raw CDRs compressed', () => {
  it('gives back every body byte for byte, read at once or off the event loop', async () => {
    for (const body of [fixture('a-leg.cdr.json'), fixture('b-leg.cdr.json'), ...bodiesOfACall(), Buffer.from('{"variables":{"uuid":"ü ✓"}}')]) {
      const kept = compressCdr(body);
      expect(decompressCdr(kept).equals(body)).toBe(true);
      expect((await decompressCdrAsync(kept)).equals(body)).toBe(true);
    }
  });

  it('keeps a CDR in far less room than gzip does', () => {
    const [encodedValues, plain] = bodiesOfACall();
    for (const body of [encodedValues, plain]) expect(compressCdr(body).length).toBeLessThan(gzipSync(body, { level: 1 }).length * 0.7);
  });

  it('still reads the CDRs kept with gzip before', async () => {
    const body = fixture('b-leg.cdr.json');
    expect(decompressCdr(gzipSync(body)).equals(body)).toBe(true);
    expect((await decompressCdrAsync(gzipSync(body))).equals(body)).toBe(true);
  });

  it('says so when a CDR was kept with a dictionary it does not have', () => {
    const kept = deflateSync(fixture('a-leg.cdr.json'), { dictionary: Buffer.from('another dictionary') });
    expect(() => decompressCdr(kept)).toThrow(/was kept with a dictionary \(id \d+\) this version of Ringledger does not have/);
  });

  it('never changes a dictionary once CDRs are kept with it', () => {
    // Every CDR kept with raw-cdr-dictionary-1.json names it by this checksum: an edited file could not read them.
    const dictionary = readFileSync(new URL('./raw-cdr-dictionary-1.json', import.meta.url));
    expect(deflateSync(Buffer.alloc(0), { dictionary }).readUInt32BE(2)).toBe(2733015609);
  });
});
