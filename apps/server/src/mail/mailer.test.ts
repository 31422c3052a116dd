import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const message = {
  from: 'Ringledger <no-reply@ringledger.test>',
  to: 'ada@example.test',
  subject: 'Your sign-in details',
  text: 'Username: ada\r\nPassword: s3cret-Pa55',
};

/** Just enough of an SMTP server to accept one message per connection and keep what it was sent. */
async function startFakeSmtpServer() {
  const received: { envelope: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    const envelope: string[] = [];
    let data: string[] | undefined;
    let pending = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString();
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (data) {
          if (line !== '.') data.push(line);
          else {
            received.push({ envelope: [...envelope], data: data.join('\r\n') });
            data = undefined;
            socket.write('250 queued\r\n');
          }
        } else if (/^DATA/i.test(line)) {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else {
          envelope.push(line);
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, port: (server.address() as net.AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('mailer', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'ringledger-mailer-test-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('without SMTP, writes each message as its own private .eml file in the outbox', async () => {
    const outbox = path.join(directory, 'outbox');
    const mailer = createMailer({ outboxDirectory: outbox });
    await mailer.send(message);
    await mailer.send({ ...message, to: 'grace@example.test' });
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    const first = await readFile(path.join(outbox, files[0]), 'utf8');
    expect(first).toMatch(/^From: Ringledger <no-reply@ringledger\.test>\r$/m);
    expect(first).toMatch(/^To: ada@example\.test\r$/m);
    expect(first).toMatch(/^Subject: Your sign-in details\r$/m);
    expect(first).toContain('Password: s3cret-Pa55');
    expect(await readFile(path.join(outbox, files[1]), 'utf8')).toMatch(/^To: grace@example\.test\r$/m);
    expect((await stat(path.join(outbox, files[0]))).mode & 0o777).toBe(0o600);
  });

  it('with an SMTP URL, hands the message to that server and writes no file', async () => {
    const smtp = await startFakeSmtpServer();
    const outbox = path.join(directory, 'unused-outbox');
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDirectory: outbox });
      await mailer.send({ ...message, from: 'billing@ringledger.test' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].envelope).toEqual(expect.arrayContaining(['MAIL FROM:<billing@ringledger.test>', 'RCPT TO:<ada@example.test>']));
      expect(smtp.received[0].data).toContain('Subject: Your sign-in details');
      expect(smtp.received[0].data).toContain('Password: s3cret-Pa55');
      await expect(readdir(outbox)).rejects.toThrow(/ENOENT/);
    } finally {
      await smtp.close();
    }
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDirectory: directory });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});
