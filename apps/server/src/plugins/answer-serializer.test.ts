import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import fastJson from 'fast-json-stringify';
import { dids, listAnswerSchema } from '@ringledger/contract';
import { serializerCompiler } from './answer-serializer.js';

vi.mock('fast-json-stringify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fast-json-stringify')>();
  return { ...actual, default: vi.fn(actual.default) };
});

const serializerFor = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

describe('answers written from the contract', () => {
  it("compiles a route's serializer at its first answer, once, not when the route is made", () => {
    vi.mocked(fastJson).mockClear();
    const writeTrunk = serializerFor(z.object({ id: z.number(), name: z.string() }));
    expect(fastJson).not.toHaveBeenCalled();
    expect(writeTrunk({ id: 1, name: 'a' })).toBe('{"id":1,"name":"a"}');
    expect(writeTrunk({ id: 2, name: 'b' })).toBe('{"id":2,"name":"b"}');
    expect(fastJson).toHaveBeenCalledTimes(1);
  });

  const write = serializerFor(
    z.object({ id: z.number(), created_at: z.date(), account: z.object({ number: z.string() }).nullable(), note: z.string().nullable() }),
  );

  it('writes dates as ISO text, and missing embeds and empty values as null', () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    expect(JSON.parse(write({ id: 1, created_at: at, account: null, note: null }))).toEqual({ id: 1, created_at: at.toISOString(), account: null, note: null });
    expect(JSON.parse(write({ id: 2, created_at: at, account: { number: '803' }, note: 'x' })).account).toEqual({ number: '803' });
  });

  it('never lets out a key the schema does not name', () => {
    const text = write({ id: 1, created_at: new Date(), account: { number: '1', secret: 's' }, note: null, password_hash: '$argon2id$' });
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('secret');
  });

  it('writes a key a decorate hook adds only where the record declares it, and leaves out an absent optional key', () => {
    const writeDevice = serializerFor(z.object({ id: z.number(), sip_password: z.string().optional() }));
    expect(JSON.parse(writeDevice({ id: 1, sip_password: 's3cret' }))).toEqual({ id: 1, sip_password: 's3cret' });
    expect(JSON.parse(writeDevice({ id: 1 }))).toEqual({ id: 1 });
    expect(JSON.parse(writeDevice({ id: 1, voicemail_pin: '1234' }))).toEqual({ id: 1 });
  });

  it('writes a whole list page the way JSON.stringify would', () => {
    const page = listAnswerSchema(dids.record);
    const sample = (schema: z.ZodType): unknown => {
      if (schema instanceof z.ZodNullable) return null;
      if (schema instanceof z.ZodNumber) return 7;
      if (schema instanceof z.ZodBoolean) return true;
      if (schema instanceof z.ZodDate) return new Date(0);
      return 'text';
    };
    const row = Object.fromEntries(Object.entries(dids.record.shape).map(([key, schema]) => [key, sample(schema as z.ZodType)]));
    const answer = { results: [row, { ...row, id: 8, account: { number: '803', owner: 'Ada Obi' } }], total: 2 };
    expect(JSON.parse(serializerFor(page)(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
  });
});
