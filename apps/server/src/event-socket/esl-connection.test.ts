import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openEslConnection, type EslEvent } from './esl-connection.js';
import { apiResponse, commandReply, eventFrame as event, startFakeEventSocket, type FakeEventSocket } from '../test/fake-event-socket.js';

const PASSWORD = 'ClueCon-test';
const fakes: FakeEventSocket[] = [];

async function fakeSwitch(answer: (command: string, socket: Socket) => void) {
  const fake = await startFakeEventSocket(PASSWORD, answer);
  fakes.push(fake);
  return { host: fake.host, port: fake.port, password: PASSWORD };
}

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

describe('an event-socket connection', () => {
  it('signs in, matches API answers to commands in order, and hands events that come between them to its listener', async () => {
    const target = await fakeSwitch((command, socket) => {
      if (command === 'api status') socket.write(event({ 'Event-Name': 'HEARTBEAT', 'Up-Time': '0 years' }) + apiResponse('UP 0 years'));
      if (command === 'api version') setTimeout(() => socket.write(apiResponse('FreeSWITCH Version 1.11.3')), 20);
    });
    const connection = await openEslConnection(target);
    const events: EslEvent[] = [];
    connection.onEvent((heard) => events.push(heard));
    const [status, version] = await Promise.all([connection.api('status'), connection.api('version')]);
    expect(status).toBe('UP 0 years');
    expect(version).toBe('FreeSWITCH Version 1.11.3');
    expect(events).toEqual([{ name: 'HEARTBEAT', fields: { 'Event-Name': 'HEARTBEAT', 'Up-Time': '0 years' }, body: undefined }]);
    connection.close();
    expect((await connection.closed).message).toMatch(/closed by Ringledger/);
  });

  it('answers a background job from the event carrying the Job-UUID it was sent with', async () => {
    const target = await fakeSwitch((command, socket) => {
      const uuid = /Job-UUID: (\S+)/.exec(command)?.[1] ?? '';
      socket.write(commandReply(`+OK Job-UUID: ${uuid}`, `Job-UUID: ${uuid}\n`));
      socket.write(event({ 'Event-Name': 'BACKGROUND_JOB', 'Job-UUID': 'someone-else', _body: 'not ours' }));
      socket.write(event({ 'Event-Name': 'BACKGROUND_JOB', 'Job-UUID': uuid, _body: '+OK reloaded\n' }));
    });
    const connection = await openEslConnection(target);
    expect(await connection.bgapi('reloadxml')).toBe('+OK reloaded\n');
    connection.close();
  });

  it('says why it could not connect: a wrong password, nobody listening', async () => {
    const target = await fakeSwitch(() => undefined);
    await expect(openEslConnection({ ...target, password: 'wrong' })).rejects.toThrow('The switch refused the event socket password');
    const closedPort = (await fakeSwitch(() => undefined)).port;
    await fakes.pop()?.close();
    await expect(openEslConnection({ ...target, port: closedPort })).rejects.toThrow(/Nothing listens for the event socket at 127\.0\.0\.1:\d+/);
  });

  it('gives the connection up when a reply does not come in time, failing what waits', async () => {
    const target = await fakeSwitch(() => undefined);
    const connection = await openEslConnection(target, { connectMs: 1000, replyMs: 200 });
    await expect(connection.api('status')).rejects.toThrow('The switch did not answer "status" within 0.2 s');
    expect((await connection.closed).message).toMatch(/did not answer/);
    await expect(connection.api('version')).rejects.toThrow(/did not answer/);
  });

  it('refuses a command that would carry another one on its next line', async () => {
    const target = await fakeSwitch(() => undefined);
    const connection = await openEslConnection(target);
    await expect(connection.api('status\n\napi fsctl shutdown')).rejects.toThrow('An event-socket command must be on one line');
    connection.close();
  });
});
