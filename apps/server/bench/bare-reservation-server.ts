/**
 * The floor `npm run bench:authorize` holds an authorized answer against: the work no design of a
 * reservation kept in PostgreSQL avoids. A bare Fastify route that, for a lookup naming a call
 * (its Unique-ID), writes one row for it (its uuid, as its key) and answers a fixed document once
 * that row is on disk. The rows go in batches, one at a time, as the product's authorizer sends
 * its decisions; there is no decision, no lock, no running total and no other index.
 */
import Fastify from 'fastify';
import pg from 'pg';

const DOCUMENT = '<document type="freeswitch/xml"><section name="result"><result status="not found"/></section></document>';
const IN_FLIGHT = 1;
const MAX_BATCH = 100;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query('create table if not exists bench_floor_reservations (call_uuid text primary key, held numeric(18, 5) not null)');

const waiting: { uuid: string; done: (error?: unknown) => void }[] = [];
let writing = 0;

function writeWaiting() {
  while (writing < IN_FLIGHT && waiting.length > 0) {
    const batch = waiting.splice(0, MAX_BATCH);
    writing += 1;
    pool
      .query('insert into bench_floor_reservations (call_uuid, held) select unnest($1::text[]), 1', [batch.map((call) => call.uuid)])
      .then(
        () => batch.forEach((call) => call.done()),
        (error: unknown) => batch.forEach((call) => call.done(error)),
      )
      .finally(() => {
        writing -= 1;
        writeWaiting();
      });
  }
}

const reserve = (uuid: string) =>
  new Promise<void>((resolve, reject) => {
    waiting.push({ uuid, done: (error) => (error ? reject(error) : resolve()) });
    writeWaiting();
  });

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
app.post('/api/v1/freeswitch/xml', async (request, reply) => {
  const uuid = /(?:^|&)Unique-ID=([^&]+)/.exec(String(request.body))?.[1];
  if (uuid) await reserve(uuid);
  return reply.type('text/xml; charset=utf-8').send(DOCUMENT);
});
app.get('/api/v1/health', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
