import { describe, expect, it } from 'vitest';
import { createFrameReader } from './esl-frames.js';

describe("reading the event socket's frames", () => {
  it('reads a frame without a body, and one whose body Content-Length counts', () => {
    const reader = createFrameReader();
    const frames = reader.push(Buffer.from('Content-Type: auth/request\n\nContent-Type: api/response\nContent-Length: 14\n\n+OK accepted\n\n'));
    expect(frames).toEqual([
      { headers: { 'Content-Type': 'auth/request' }, body: '' },
      { headers: { 'Content-Type': 'api/response', 'Content-Length': '14' }, body: '+OK accepted\n\n' },
    ]);
  });

  it("keeps a header value's colons and reads a command reply's text", () => {
    const [frame] = createFrameReader().push(Buffer.from('Content-Type: command/reply\nReply-Text: +OK Job-UUID: 7f4d-11\n\n'));
    expect(frame.headers['Reply-Text']).toBe('+OK Job-UUID: 7f4d-11');
  });

  it('counts the body in bytes and waits for a frame split anywhere, even inside a character', () => {
    const body = '{"Event-Name":"HEARTBEAT","Caller":"Zoë ☎"}';
    const bytes = Buffer.from(`Content-Length: ${Buffer.byteLength(body)}\nContent-Type: text/event-json\n\n${body}Content-Type: auth/request\n\n`);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const reader = createFrameReader();
      const frames = [...reader.push(bytes.subarray(0, cut)), ...reader.push(bytes.subarray(cut))];
      expect(frames.map((frame) => frame.body)).toEqual([body, '']);
      expect(frames[1].headers['Content-Type']).toBe('auth/request');
    }
  });
});
