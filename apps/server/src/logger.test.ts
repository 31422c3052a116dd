import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogOutput } from './logger.js';

function capture(isTTY: boolean) {
  const output: LogOutput = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { output, text: () => chunks.join('') };
}

describe('the server log', () => {
  it('is human-readable at a terminal', () => {
    const terminal = capture(true);
    createLogger({ level: 'info', output: terminal.output }).info({ port: 8080 }, 'Server listening');

    const line = terminal.text();
    expect(line).toMatch(/INFO.*Server listening/);
    expect(line).toMatch(/port: 8080/);
    expect(() => JSON.parse(line)).toThrow();
  });

  it('is one JSON object a line anywhere else', () => {
    const pipe = capture(false);
    createLogger({ level: 'info', output: pipe.output }).info({ port: 8080 }, 'Server listening');

    expect(JSON.parse(pipe.text())).toMatchObject({ level: 30, msg: 'Server listening', port: 8080 });
  });

  it('writes only from LOG_LEVEL up', () => {
    const pipe = capture(false);
    const logger = createLogger({ level: 'warn', output: pipe.output });
    logger.info('not written');
    logger.warn('written');

    expect(
      pipe
        .text()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['written']);
  });
});
