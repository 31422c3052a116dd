import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SwitchTools } from './switch-availability.js';
import { freeSipPort, isUdpFree } from './free-ports.js';

const scenarios = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sipp');

/** One SIP message from sipp's message log: which way it went and its text. */
export interface SipMessage {
  direction: 'sent' | 'received';
  text: string;
}

export interface SippOutcome {
  exitCode: number | null;
  messages: SipMessage[];
}

function parseMessageLog(log: string): SipMessage[] {
  // Each message follows a line of dashes and the time, then "UDP message sent (365 bytes):" or "UDP message received [326] bytes :".
  const blocks = log.split(/^-{10,}[^\n]*\n(?:UDP|TCP) message (sent|received)[^\n]*\n/m);
  const messages: SipMessage[] = [];
  for (let index = 1; index < blocks.length; index += 2) messages.push({ direction: blocks[index] as SipMessage['direction'], text: blocks[index + 1].trim() });
  return messages;
}

const statusOf = (message: SipMessage) => Number(/^SIP\/2\.0 (\d{3})/.exec(message.text)?.[1] ?? 0);
const cseqMethodOf = (message: SipMessage) => /^CSeq:\s*\d+\s+(\w+)/im.exec(message.text)?.[1];

/** The last final answer (200 and up) to a request of `method`, as received. */
export function finalStatus(messages: SipMessage[], method: string) {
  const finals = messages.filter((message) => message.direction === 'received' && statusOf(message) >= 200 && cseqMethodOf(message) === method);
  return finals.length > 0 ? statusOf(finals[finals.length - 1]) : undefined;
}

/** The requests of `method` that arrived (an INVITE a carrier or a phone was sent). */
export function receivedRequests(messages: SipMessage[], method: string) {
  return messages.filter((message) => message.direction === 'received' && message.text.startsWith(`${method} `));
}

/** The user part of a request's Request-URI: the number or user the switch asked for. */
export const requestUser = (message: SipMessage) => /^\w+ sip:([^@;> ]+)@/.exec(message.text)?.[1];

/** A header's value in a message (`From`, `P-Asserted-Identity`). */
export const headerOf = (message: SipMessage, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(message.text)?.[1];

interface SippRun {
  scenario: string;
  /** Text written into the scenario's placeholders (`__TALK_MS__`). */
  fill?: Record<string, string>;
  args: string[];
}

async function runSipp(tools: SwitchTools, run: SippRun, signal?: AbortSignal): Promise<SippOutcome> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ringledger-sipp-'));
  try {
    let scenario = await readFile(path.join(scenarios, run.scenario), 'utf8');
    for (const [name, value] of Object.entries(run.fill ?? {})) scenario = scenario.replaceAll(name, value);
    const scenarioFile = path.join(folder, run.scenario);
    await writeFile(scenarioFile, scenario);
    const messageFile = path.join(folder, 'messages.log');
    const mediaPort = await freeSipPort();
    const child = spawn(
      tools.sipp,
      [
        ...run.args,
        '-sf',
        scenarioFile,
        '-i',
        '127.0.0.1',
        '-mi',
        '127.0.0.1',
        '-mp',
        String(mediaPort),
        '-nostdin',
        '-trace_msg',
        '-message_file',
        messageFile,
      ],
      { cwd: folder, stdio: 'ignore', signal },
    );
    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.once('error', () => resolve(null));
    });
    const log = await readFile(messageFile, 'utf8').catch(() => '');
    return { exitCode, messages: parseMessageLog(log) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface Phone {
  username: string;
  password: string;
  domain: string;
  /** The port this phone registers from and is reached at. */
  port: number;
}

/** A phone's identity, with a free port of its own. */
export async function phone(username: string, password: string, domain: string): Promise<Phone> {
  return { username, password, domain, port: await freeSipPort() };
}

/** REGISTERs a phone with the switch's SIP profile at `switchPort`; answers the final status (200 or 403). */
export async function registerPhone(tools: SwitchTools, switchPort: number, device: Phone, expires = 300) {
  const outcome = await runSipp(tools, {
    scenario: 'register.xml',
    args: [`127.0.0.1:${switchPort}`, '-s', device.username, '-au', device.username, '-ap', device.password, '-p', String(device.port), '-m', '1'].concat([
      '-set',
      'domain',
      device.domain,
      '-set',
      'expires',
      String(expires),
      '-timeout',
      '20s',
      '-timeout_error',
    ]),
  });
  return finalStatus(outcome.messages, 'REGISTER');
}

export interface CallOptions {
  /** Who calls: a phone of ours (it answers the digest challenge) or, for a carrier, its address only. */
  from: Phone;
  to: string;
  switchPort: number;
  /** How long the caller talks once answered before hanging up, unless the switch hangs up first. */
  talkMs?: number;
  callerName?: string;
}

export interface CallOutcome extends SippOutcome {
  /** The final answer to the INVITE: 200, or the refusal's status. */
  status: number | undefined;
  /** Whether the switch ended the answered call (its BYE), rather than the caller. */
  hungUpBySwitch: boolean;
}

/** Places one call and waits for it to end. */
export async function placeCall(tools: SwitchTools, options: CallOptions): Promise<CallOutcome> {
  const { from } = options;
  const outcome = await runSipp(tools, {
    scenario: 'call.xml',
    fill: { __TALK_MS__: String(options.talkMs ?? 1000) },
    args: [`127.0.0.1:${options.switchPort}`, '-s', options.to, '-au', from.username, '-ap', from.password, '-p', String(from.port), '-m', '1']
      .concat(['-set', 'domain', from.domain, '-set', 'user', from.username, '-set', 'caller_name', options.callerName ?? from.username])
      .concat(['-timeout', `${Math.ceil((options.talkMs ?? 1000) / 1000) + 60}s`, '-timeout_error']),
  });
  const hungUpBySwitch = receivedRequests(outcome.messages, 'BYE').length > 0;
  return { ...outcome, status: finalStatus(outcome.messages, 'INVITE'), hungUpBySwitch };
}

export interface Answerer {
  port: number;
  /** Resolves once it listens, so a call placed after it cannot arrive before it. */
  listening: Promise<void>;
  /** Resolves with what arrived once the calls are over (or the answerer was stopped). */
  finished: Promise<SippOutcome>;
  stop(): void;
}

/**
 * A phone or a carrier waiting for calls at `port`: each rings for `ringMs`, then is answered with
 * `status` (200 takes it; 503 or 486 refuses it). Started before the call it is to receive.
 */
export function answerCalls(tools: SwitchTools, options: { port: number; status?: number; ringMs?: number; calls?: number }): Answerer {
  const status = options.status ?? 200;
  const controller = new AbortController();
  const finished = runSipp(
    tools,
    {
      scenario: 'answer.xml',
      fill: { __STATUS_LABEL__: status === 200 ? 'answer' : 'refuse', __STATUS__: String(status), __RING_MS__: String(options.ringMs ?? 200) },
      args: ['-p', String(options.port), '-m', String(options.calls ?? 1)],
    },
    controller.signal,
  );
  const listening = (async () => {
    for (let attempt = 0; attempt < 100 && (await isUdpFree(options.port)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  })();
  return { port: options.port, listening, finished, stop: () => controller.abort() };
}

/**
 * A carrier's registrar at `port`, answering every REGISTER 200 until stopped: a gateway pointed at
 * it registers (REGED) without a challenge.
 */
export function acceptRegistrations(tools: SwitchTools, port: number): Answerer {
  const controller = new AbortController();
  const finished = runSipp(tools, { scenario: 'registrar.xml', args: ['-p', String(port), '-m', '1000'] }, controller.signal);
  const listening = (async () => {
    for (let attempt = 0; attempt < 100 && (await isUdpFree(port)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  })();
  return { port, listening, finished, stop: () => controller.abort() };
}
