import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { parseCdr } from './cdr-parser.js';
import { createCdrReaders } from './cdr-readers.js';
import { decompressCdr } from './raw-cdr-compression.js';

const fixturePath = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const A_LEG = '5f0e2a64-3c1b-4d7e-9a52-8b1c6d0e4f21';

describe('CDR reader threads', () => {
  const readers = createCdrReaders({ threads: 2 });
  afterAll(() => readers.close());

  it('read a posted body as the parser does and keep it, compressed, byte for byte', async () => {
    const body = readFileSync(fixturePath('a-leg.cdr.json'));
    const cdr = await readers.read(Buffer.from(body), { contentType: 'application/json', uuid: A_LEG });
    expect(cdr.leg).toEqual(parseCdr(body, { contentType: 'application/json', uuid: A_LEG }));
    expect(cdr.contentType).toBe('application/json');
    expect(Buffer.isBuffer(cdr.compressed)).toBe(true);
    expect(decompressCdr(cdr.compressed).equals(body)).toBe(true);
  });

  it('read many at once, each answered with its own leg', async () => {
    const aLeg = readFileSync(fixturePath('a-leg.cdr.json'));
    const bLeg = readFileSync(fixturePath('b-leg.cdr.json'));
    const bodies = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? aLeg : bLeg));
    const cdrs = await Promise.all(bodies.map((body) => readers.read(Buffer.from(body))));
    expect(cdrs.map((cdr) => cdr.leg)).toEqual(bodies.map((body) => parseCdr(body)));
  });

  it("refuse a body that is not a CDR with the parser's 400 and message", async () => {
    const refusal = await readers.read(Buffer.from('{"variables": 3}')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 400, message: 'This is not a mod_json_cdr CDR: it has no "variables" object' });
  });

  it('read a file from disk, named by the uuid the switch gave it', async () => {
    const cdr = await readers.readFile(fixturePath('a-leg.cdr.json'), { uuid: A_LEG });
    expect(cdr.leg.uuid).toBe(A_LEG);
    expect(cdr.contentType).toBeNull();
    expect(decompressCdr(cdr.compressed).equals(readFileSync(fixturePath('a-leg.cdr.json')))).toBe(true);
  });

  it('fail a file that cannot be read, saying why, and keep reading others', async () => {
    await expect(readers.readFile(fixturePath('missing.cdr.json'))).rejects.toThrow(/ENOENT/);
    await expect(readers.readFile(fixturePath('b-leg.cdr.json'))).resolves.toMatchObject({ leg: { isBLeg: true } });
  });

  it('refuse work once closed', async () => {
    const closing = createCdrReaders({ threads: 1 });
    await closing.read(readFileSync(fixturePath('a-leg.cdr.json')));
    await closing.close();
    await expect(closing.read(readFileSync(fixturePath('a-leg.cdr.json')))).rejects.toThrow('The CDR readers are closed');
  });
});
