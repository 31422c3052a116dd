/**
 * What one mod_xml_curl lookup costs the server's CPU through the whole framework (its hooks, the
 * body's parsing, the answer's headers) with no socket and no load generator beside it:
 * `npx tsx apps/server/bench/xml-route-cost.ts [LOOKUPS]` answers LOOKUPS (20,000) recorded
 * lookups (a REGISTER's digest check, a local call's and a DID call's dialplan) for the call world
 * through `app.inject`, after as many again to warm up, and prints the CPU time per lookup. On a
 * shared machine a rate moves with everyone else's work; the CPU time of a fixed amount of work
 * moves less, and run in turn against another checkout (A B A B …) the ratio of each pair holds.
 * Uses TEST_DATABASE_URL's server (else an embedded PostgreSQL), and drops what it made.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { extensionDevices } from '../src/db/schema/index.js';
import { createSecretBox } from '../src/secret-box.js';
import { createCallWorld, SWITCH, switchAuth } from '../src/test/call-world.js';
import { createTestDatabase, prepareTestCluster } from '../src/test/database.js';

const LOOKUPS = Number(process.argv[2] ?? 20_000);
const recorded = (name: string) => readFileSync(new URL(`../src/modules/freeswitch/xml-curl/fixtures/${name}.form`, import.meta.url), 'utf8').trim();

/** A recorded form with some fields set anew and others left out, the rest as the switch sent them. */
function reworked(form: string, set: Record<string, string>, leaveOut: string[] = []) {
  const fields = form.split('&').filter((field) => !leaveOut.includes(field.slice(0, field.indexOf('='))));
  const rewritten = fields.map((field) => {
    const name = field.slice(0, field.indexOf('='));
    return Object.hasOwn(set, name) ? `${name}=${encodeURIComponent(set[name])}` : field;
  });
  return rewritten.join('&');
}

async function main() {
  const cluster = await prepareTestCluster();
  const database = await createTestDatabase(cluster.serverUrl, cluster.template);
  const encryptionKey = randomBytes(32);
  const app = await buildApp({ db: database.db, jwtSecret: randomBytes(32).toString('hex'), switchCredentials: SWITCH, encryptionKey });
  try {
    const world = await createCallWorld(database.db);
    await database.db.insert(extensionDevices).values({
      extension_id: world.caller.id,
      domain_id: world.domain.id,
      username: 'alice-desk',
      password: createSecretBox(encryptionKey).seal('bench-device-password'),
    });
    await app.ready();
    const domain = world.domain.name;
    const digest = { key_value: domain, user: 'alice-desk', domain, sip_auth_username: 'alice-desk', sip_auth_realm: domain };
    // Without a Unique-ID a lookup is not a new call, so nothing is authorized: no database round trip in what is timed.
    const dialplan = (context: string, destination: string, extra: Record<string, string>) =>
      reworked(recorded('dialplan'), { 'Hunt-Context': context, 'Hunt-Destination-Number': destination, ...extra }, ['Unique-ID']);
    const lookups = [
      reworked(recorded('directory-register'), digest),
      dialplan(domain, '1002', { variable_rl_extension_id: String(world.caller.id) }),
      dialplan('public', world.did.number, {}),
    ];
    const lookup = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/freeswitch/xml',
        headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'freeswitch-xml/1.0' },
        payload: lookups[index % lookups.length],
      });
    for (const [index] of lookups.entries()) {
      const answer = await lookup(index);
      if (answer.statusCode !== 200 || answer.body.includes('status="not found"')) throw new Error(`lookup ${index} was not answered: ${answer.body}`);
    }
    for (let index = 0; index < LOOKUPS; index += 1) await lookup(index);
    const before = process.cpuUsage();
    const started = performance.now();
    for (let index = 0; index < LOOKUPS; index += 1) await lookup(index);
    const cpu = process.cpuUsage(before);
    const wall = performance.now() - started;
    console.log(
      `${LOOKUPS} lookups: ${((cpu.user + cpu.system) / LOOKUPS).toFixed(1)} µs CPU each (${(cpu.user / LOOKUPS).toFixed(1)} user), ${((wall * 1000) / LOOKUPS).toFixed(1)} µs wall`,
    );
  } finally {
    await app.close();
    await database.drop();
    await cluster.teardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
