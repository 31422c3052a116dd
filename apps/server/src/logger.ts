import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogOutput = Writable & { isTTY?: boolean };

/**
 * Lines a person can read when the output is a terminal; JSON, one object a line, when it goes
 * to a file, a pipe or a log collector. Both are written synchronously, so what start prints
 * after its last log line (the credentials banner) really comes last.
 */
export function createLogger(options: { level: string; output?: LogOutput }): Logger {
  const output = options.output ?? process.stdout;
  // pino's own stdout stream buffers; a synchronous one keeps log lines and printed lines in order.
  if (!output.isTTY) return pino({ level: options.level }, output === process.stdout ? pino.destination({ dest: 1, sync: true }) : output);
  return pino({ level: options.level }, pretty({ destination: output, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
}
