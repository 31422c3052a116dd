import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createLogger } from '../logger.js';
import { TEST_JWT_SECRET, useTestApp } from '../test/harness.js';

/** The messages an app built at this level writes while answering one request. */
async function messagesOfOneRequest(db: Parameters<typeof buildApp>[0]['db'], level: string) {
  const output = new PassThrough();
  const messages: string[] = [];
  output.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) messages.push(JSON.parse(line).msg);
  });
  const app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, loggerInstance: createLogger({ level, output }) });
  try {
    await app.ready();
    const before = messages.length;
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    return messages.slice(before);
  } finally {
    await app.close();
  }
}

describe('request logs', () => {
  const context = useTestApp();

  it('stay out of the log at the default info level, so a busy server does not bury its start-up lines', async () => {
    expect(await messagesOfOneRequest(context.db, 'info')).toEqual([]);
  });

  it('are written at debug level, one line as the request comes in and one as it is answered', async () => {
    expect(await messagesOfOneRequest(context.db, 'debug')).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
