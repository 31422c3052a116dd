/**
 * The floor `npm run bench:xml` holds Ringledger's mod_xml_curl answers against: a bare Fastify
 * route that takes the same form body and answers a fixed document of the same kind, with no
 * authentication, no parsing of the fields and no database.
 */
import Fastify from 'fastify';

const DOCUMENT = process.env.BENCH_XML_DOCUMENT ?? '<document type="freeswitch/xml"><section name="result"><result status="not found"/></section></document>';

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.post('/api/v1/freeswitch/xml', async (_request, reply) => reply.type('text/xml; charset=utf-8').send(DOCUMENT));
app.get('/api/v1/health', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
