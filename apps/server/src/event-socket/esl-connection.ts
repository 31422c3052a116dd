import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { createFrameReader, type EslFrame } from './esl-frames.js';

/** An event the switch sent (subscribed with `event json …`): its fields, as FreeSWITCH names them. */
export interface EslEvent {
  name: string;
  fields: Record<string, string>;
  /** The event's body, where it has one (a background job's answer). */
  body: string | undefined;
}

export interface EslTarget {
  host: string;
  port: number;
  password: string;
}

export interface EslTimings {
  /** How long connecting and signing in may take. */
  connectMs: number;
  /** How long the switch may take to answer a command before the connection is given up. */
  replyMs: number;
}

export const DEFAULT_TIMINGS: EslTimings = { connectMs: 5_000, replyMs: 15_000 };

/** Why a connection could not be made or ended: a sentence for the Switches page. */
export class EslError extends Error {
  override name = 'EslError';
}

interface Waiting {
  /** What the reply is: an API command's answer, or another command's reply. */
  kind: 'api/response' | 'command/reply';
  command: string;
  resolve(frame: EslFrame): void;
  reject(reason: EslError): void;
}

export interface EslConnection {
  /** An API command (`sofia status`): resolves with its answer as text, whatever it says. */
  api(command: string): Promise<string>;
  /** An API command run in the background on the switch: for slow commands, so the socket is not held. */
  bgapi(command: string, timeoutMs?: number): Promise<string>;
  /** Adds events to those the switch sends (`HEARTBEAT`, `CHANNEL_CREATE`, `CUSTOM sofia::gateway_state`). */
  subscribe(events: readonly string[]): Promise<void>;
  /** Who hears the events. */
  onEvent(listener: (event: EslEvent) => void): void;
  /** Resolves once the connection is over, with why. */
  readonly closed: Promise<EslError>;
  close(): void;
}

function describeSocketError(error: NodeJS.ErrnoException, target: EslTarget) {
  const where = `${target.host}:${target.port}`;
  if (error.code === 'ECONNREFUSED') return `Nothing listens for the event socket at ${where} (connection refused)`;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return `The host ${target.host} is not known`;
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return `The switch at ${where} closed the connection`;
  return `The event socket at ${where} failed: ${error.message}`;
}

/** A command goes on one line: a line break in it would start another command. */
function assertOneLine(command: string) {
  if (/[\r\n]/.test(command)) throw new EslError('An event-socket command must be on one line');
}

function eventOf(frame: EslFrame): EslEvent | undefined {
  try {
    const parsed = JSON.parse(frame.body) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { name: fields['Event-Name'] ?? '', fields, body: fields._body };
  } catch {
    return undefined;
  }
}

/**
 * One inbound connection to a switch's event socket (mod_event_socket), signed in. The switch
 * answers commands one at a time and in order, so replies are matched to requests in order; a
 * reply that does not come in time ends the connection, as any later reply would be taken for
 * the next request's. Background jobs are matched by the Job-UUID sent with them.
 */
export function openEslConnection(target: EslTarget, timings: EslTimings = DEFAULT_TIMINGS): Promise<EslConnection> {
  const socket: Socket = connect({ host: target.host, port: target.port });
  const reader = createFrameReader();
  const waiting: Waiting[] = [];
  const jobs = new Map<string, (body: string) => void>();
  let listener: (event: EslEvent) => void = () => undefined;
  let endReason: EslError | undefined;
  let replyTimer: NodeJS.Timeout | undefined;
  let signIn: { resolve(): void; reject(error: EslError): void } | undefined;
  let resolveClosed: (reason: EslError) => void = () => undefined;
  const closed = new Promise<EslError>((resolve) => (resolveClosed = resolve));

  function end(reason: EslError) {
    if (endReason) return;
    endReason = reason;
    clearTimeout(replyTimer);
    socket.destroy();
    signIn?.reject(reason);
    for (const each of waiting.splice(0)) each.reject(reason);
    resolveClosed(reason);
  }

  /** The reply timer runs while a reply is owed, for the oldest request. */
  function armReplyTimer() {
    clearTimeout(replyTimer);
    const oldest = waiting[0];
    if (!oldest) return;
    replyTimer = setTimeout(() => end(new EslError(`The switch did not answer "${oldest.command}" within ${timings.replyMs / 1000} s`)), timings.replyMs);
  }

  function send(kind: Waiting['kind'], command: string, lines: string): Promise<EslFrame> {
    if (endReason) return Promise.reject(endReason);
    return new Promise<EslFrame>((resolve, reject) => {
      waiting.push({ kind, command, resolve, reject });
      if (waiting.length === 1) armReplyTimer();
      socket.write(`${lines}\n\n`);
    });
  }

  function hear(frame: EslFrame) {
    const type = frame.headers['Content-Type'];
    if (type === 'auth/request') {
      socket.write(`auth ${target.password}\n\n`);
      return;
    }
    if (type === 'text/rude-rejection') return end(new EslError(`The switch refused this address (apply-inbound-acl): ${frame.body.trim()}`));
    if (type === 'text/disconnect-notice') return end(new EslError('The switch closed the event socket'));
    if (type === 'text/event-json') return hearEvent(frame);
    if (type !== 'api/response' && type !== 'command/reply') return;
    if (signIn) {
      const accepted = frame.headers['Reply-Text']?.startsWith('+OK');
      if (accepted) signIn.resolve();
      else end(new EslError('The switch refused the event socket password'));
      signIn = undefined;
      return;
    }
    const oldest = waiting.shift();
    if (!oldest || oldest.kind !== type) return end(new EslError(`The switch sent a ${type} nobody asked for`));
    armReplyTimer();
    oldest.resolve(frame);
  }

  function hearEvent(frame: EslFrame) {
    const event = eventOf(frame);
    if (!event) return;
    const job = event.name === 'BACKGROUND_JOB' ? jobs.get(event.fields['Job-UUID'] ?? '') : undefined;
    if (job) job(event.body ?? '');
    else listener(event);
  }

  socket.on('data', (chunk: Buffer) => {
    for (const frame of reader.push(chunk)) hear(frame);
  });
  socket.on('error', (error) => end(new EslError(describeSocketError(error, target))));
  socket.on('close', () => end(new EslError(`The switch at ${target.host}:${target.port} closed the connection`)));

  const connection: EslConnection = {
    async api(command) {
      assertOneLine(command);
      return (await send('api/response', command, `api ${command}`)).body;
    },
    async bgapi(command, timeoutMs = 60_000) {
      assertOneLine(command);
      const uuid = randomUUID();
      const answered = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          jobs.delete(uuid);
          reject(new EslError(`The switch did not finish "${command}" within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        jobs.set(uuid, (body) => {
          clearTimeout(timer);
          jobs.delete(uuid);
          resolve(body);
        });
        void closed.then((reason) => {
          clearTimeout(timer);
          jobs.delete(uuid);
          reject(reason);
        });
      });
      const reply = await send('command/reply', command, `bgapi ${command}\nJob-UUID: ${uuid}`);
      if (!reply.headers['Reply-Text']?.startsWith('+OK')) throw new EslError(reply.headers['Reply-Text'] ?? `The switch refused "${command}"`);
      return answered;
    },
    async subscribe(events) {
      if (events.length === 0) return;
      const command = `event json ${events.join(' ')}`;
      assertOneLine(command);
      const reply = await send('command/reply', command, command);
      if (!reply.headers['Reply-Text']?.startsWith('+OK')) throw new EslError(`The switch refused "${command}": ${reply.headers['Reply-Text']}`);
    },
    onEvent(next) {
      listener = next;
    },
    closed,
    close: () => end(new EslError('The connection was closed by Ringledger')),
  };

  return new Promise<EslConnection>((resolve, reject) => {
    const connectTimer = setTimeout(
      () => end(new EslError(`The event socket at ${target.host}:${target.port} did not sign in within ${timings.connectMs / 1000} s`)),
      timings.connectMs,
    );
    signIn = {
      resolve() {
        clearTimeout(connectTimer);
        // Background jobs answer as events: they are always heard.
        connection.subscribe(['BACKGROUND_JOB']).then(() => resolve(connection), reject);
      },
      reject(error) {
        clearTimeout(connectTimer);
        reject(error);
      },
    };
  });
}
