/** What a WAV file's header says about its audio. */
export interface WavInfo {
  /** "PCM 16-bit, 8000 Hz, mono". */
  format: string;
  /** Seconds of audio, to the millisecond. */
  duration: number;
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

export type WavReading = { isWav: true; info: WavInfo } | { isWav: false; reason: string };

/** How much of the file's start is read for the header: chunks before the audio (LIST, bext) are small. */
export const WAV_HEAD_BYTES = 64 * 1024;

/** The WAVE encodings FreeSWITCH can play, by their format tag. */
const ENCODINGS: Record<number, string> = { 1: 'PCM', 3: 'IEEE float', 6: 'A-law', 7: 'µ-law' };
const EXTENSIBLE = 0xfffe;

const refused = (reason: string): WavReading => ({ isWav: false, reason });

interface FormatChunk {
  encoding: string;
  channels: number;
  sampleRate: number;
  blockAlign: number;
  bitsPerSample: number;
}

function readFormat(head: Buffer, start: number, size: number): FormatChunk | string {
  if (size < 16) return 'Its format chunk is too short';
  let tag = head.readUInt16LE(start);
  // WAVE_FORMAT_EXTENSIBLE keeps the real tag in the first two bytes of its sub-format GUID.
  if (tag === EXTENSIBLE && size >= 26) tag = head.readUInt16LE(start + 24);
  const encoding = ENCODINGS[tag];
  if (!encoding) return `Its audio is encoded in a way the switch cannot play (format ${tag}); save it as PCM`;
  const channels = head.readUInt16LE(start + 2);
  const sampleRate = head.readUInt32LE(start + 4);
  const blockAlign = head.readUInt16LE(start + 12);
  const bitsPerSample = head.readUInt16LE(start + 14);
  if (channels === 0 || sampleRate === 0 || blockAlign === 0 || bitsPerSample === 0) return 'Its format chunk names no channels, sample rate or sample size';
  return { encoding, channels, sampleRate, blockAlign, bitsPerSample };
}

const channelName = (channels: number) => (channels === 1 ? 'mono' : channels === 2 ? 'stereo' : `${channels} channels`);

/**
 * Reads a RIFF/WAVE header from the file's first bytes (`head`, up to WAV_HEAD_BYTES) and checks
 * it against the whole file's size: a file whose header or audio data is cut short is refused,
 * since the switch would play silence or noise in its place.
 */
export function readWavHeader(head: Buffer, fileSize: number): WavReading {
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE')
    return refused('The file is not a WAV file: it has no RIFF/WAVE header');
  if (head.readUInt32LE(4) + 8 > fileSize) return refused('The file is cut short: it is smaller than its header says');
  let format: FormatChunk | undefined;
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const start = offset + 8;
    if (id === 'data') {
      if (!format) return refused('The file has no format chunk before its audio');
      if (start + size > fileSize) return refused('The file is cut short: its audio data ends early');
      if (size < format.blockAlign) return refused('The file holds no audio');
      const duration = Math.round((size / (format.sampleRate * format.blockAlign)) * 1000) / 1000;
      const bits = format.encoding === 'PCM' || format.encoding === 'IEEE float' ? ` ${format.bitsPerSample}-bit` : '';
      return {
        isWav: true,
        info: {
          format: `${format.encoding}${bits}, ${format.sampleRate} Hz, ${channelName(format.channels)}`,
          duration,
          sampleRate: format.sampleRate,
          channels: format.channels,
          bitsPerSample: format.bitsPerSample,
        },
      };
    }
    if (id === 'fmt ') {
      if (start + size > head.length) return refused('The file is cut short inside its format chunk');
      const read = readFormat(head, start, size);
      if (typeof read === 'string') return refused(read);
      format = read;
    }
    // Chunks are padded to an even length.
    offset = start + size + (size % 2);
  }
  if (offset >= fileSize || head.length === fileSize) return refused('The file is cut short: it has no audio data');
  return refused('The file has no audio data within its first 64 KB');
}
