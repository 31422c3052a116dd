/** One message of FreeSWITCH's event socket: its headers, then as many bytes of body as Content-Length says. */
export interface EslFrame {
  headers: Record<string, string>;
  body: string;
}

const HEADER_END = Buffer.from('\n\n');

function readHeaders(block: string) {
  const headers: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}

/**
 * Cuts the event socket's byte stream into frames. Bodies are counted in bytes, so a frame whose
 * body holds multi-byte characters, or one split across reads anywhere (even inside a character),
 * comes out whole; what is left over waits for the next read.
 */
export function createFrameReader() {
  let pending: Buffer = Buffer.alloc(0);
  return {
    push(chunk: Buffer): EslFrame[] {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const frames: EslFrame[] = [];
      for (;;) {
        const headerEnd = pending.indexOf(HEADER_END);
        if (headerEnd < 0) break;
        const headers = readHeaders(pending.subarray(0, headerEnd).toString('utf8'));
        const length = Number(headers['Content-Length'] ?? 0);
        const bodyStart = headerEnd + HEADER_END.length;
        if (pending.length < bodyStart + length) break;
        frames.push({ headers, body: pending.subarray(bodyStart, bodyStart + length).toString('utf8') });
        pending = pending.subarray(bodyStart + length);
      }
      return frames;
    },
  };
}
