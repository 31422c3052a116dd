import { describe, expect, it } from 'vitest';
import { readWavHeader } from './wav-header.js';
import { sineWav } from './sine-wav.js';

/** A WAV with a LIST chunk of odd length before its format chunk, as some editors write. */
function withListChunk(wav: Buffer) {
  const list = Buffer.concat([Buffer.from('LIST', 'latin1'), Buffer.from([5, 0, 0, 0]), Buffer.from('INFOx', 'latin1'), Buffer.from([0])]);
  const joined = Buffer.concat([wav.subarray(0, 12), list, wav.subarray(12)]);
  joined.writeUInt32LE(joined.length - 8, 4);
  return joined;
}

describe('readWavHeader', () => {
  it('reads the format and the duration of PCM audio', () => {
    const wav = sineWav({ seconds: 2.25, sampleRate: 8000 });
    expect(readWavHeader(wav, wav.length)).toEqual({
      isWav: true,
      info: { format: 'PCM 16-bit, 8000 Hz, mono', duration: 2.25, sampleRate: 8000, channels: 1, bitsPerSample: 16 },
    });
  });

  it('steps over other chunks, padding included', () => {
    const wav = withListChunk(sineWav({ seconds: 1 }));
    expect(readWavHeader(wav, wav.length)).toMatchObject({ isWav: true, info: { duration: 1 } });
  });

  it('reads only the head it is given, checking the data against the whole size', () => {
    const wav = sineWav({ seconds: 10 });
    expect(readWavHeader(wav.subarray(0, 1024), wav.length)).toMatchObject({ isWav: true, info: { duration: 10 } });
  });

  it('names A-law and stereo', () => {
    const wav = sineWav({ seconds: 1 });
    wav.writeUInt16LE(6, 20);
    wav.writeUInt16LE(2, 22);
    wav.writeUInt16LE(8, 34);
    // Two 8-bit channels make the same two-byte frames, so the length stays one second.
    expect(readWavHeader(wav, wav.length)).toMatchObject({ isWav: true, info: { format: 'A-law, 8000 Hz, stereo', duration: 1 } });
  });

  it.each([
    ['text', Buffer.from('hello, this is not a wav file at all'), /no RIFF\/WAVE header/],
    ['an empty file', Buffer.alloc(0), /no RIFF\/WAVE header/],
    ['a header cut inside the format chunk', sineWav({ seconds: 1 }).subarray(0, 24), /cut short/],
    ['a file shorter than its RIFF size', sineWav({ seconds: 1 }).subarray(0, 1000), /cut short/],
  ])('refuses %s', (_name, bytes, reason) => {
    expect(readWavHeader(bytes, bytes.length)).toEqual({ isWav: false, reason: expect.stringMatching(reason) });
  });

  it('refuses audio data that ends early even when the RIFF size was fixed up', () => {
    const wav = sineWav({ seconds: 1 }).subarray(0, 1000);
    wav.writeUInt32LE(wav.length - 8, 4);
    expect(readWavHeader(wav, wav.length)).toEqual({ isWav: false, reason: 'The file is cut short: its audio data ends early' });
  });

  it('refuses an encoding the switch cannot play, and a format chunk naming no rate', () => {
    const mp3 = sineWav({ seconds: 1 });
    mp3.writeUInt16LE(0x55, 20);
    expect(readWavHeader(mp3, mp3.length)).toMatchObject({ isWav: false, reason: expect.stringMatching(/save it as PCM/) });
    const silent = sineWav({ seconds: 1 });
    silent.writeUInt32LE(0, 24);
    expect(readWavHeader(silent, silent.length)).toMatchObject({ isWav: false, reason: expect.stringMatching(/no channels, sample rate/) });
  });

  it('refuses a file with no audio data chunk', () => {
    const wav = sineWav({ seconds: 1 }).subarray(0, 36);
    wav.writeUInt32LE(28, 4);
    expect(readWavHeader(wav, wav.length)).toEqual({ isWav: false, reason: 'The file is cut short: it has no audio data' });
  });
});
