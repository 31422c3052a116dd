import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface FakeEventSocket {
  host: string;
  port: number;
  password: string;
  /** Every command after signing in, as received (`api status`, `event json HEARTBEAT`). */
  commands: string[];
  close(): Promise<void>;
}

export const apiResponse = (body: string) => `Content-Type: api/response\nContent-Length: ${Buffer.byteLength(body)}\n\n${body}`;
export const commandReply = (text: string, extra = '') => `Content-Type: command/reply\n${extra}Reply-Text: ${text}\n\n`;
export const eventFrame = (fields: Record<string, string>) => {
  const body = JSON.stringify(fields);
  return `Content-Length: ${Buffer.byteLength(body)}\nContent-Type: text/event-json\n\n${body}`;
};

/**
 * A stand-in for mod_event_socket on the loopback: it asks for `password`, accepts event
 * subscriptions, and hands every other command to `answer`, which writes what the switch would.
 */
export async function startFakeEventSocket(password: string, answer: (command: string, socket: Socket) => void): Promise<FakeEventSocket> {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write('Content-Type: auth/request\n\n');
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      let end: number;
      while ((end = pending.indexOf('\n\n')) >= 0) {
        const command = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (command.startsWith('auth ')) {
          socket.write(commandReply(command === `auth ${password}` ? '+OK accepted' : '-ERR invalid'));
          continue;
        }
        commands.push(command);
        if (command.startsWith('event json')) socket.write(commandReply('+OK event listener enabled json'));
        else answer(command, socket);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    password,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
