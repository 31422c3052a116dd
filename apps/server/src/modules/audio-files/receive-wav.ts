import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER, MAX_AUDIO_FILE_MEGABYTES } from '@ringledger/contract';
import { AppError, badRequest } from '../../errors/app-error.js';
import { WAV_HEAD_BYTES } from './wav-header.js';

/** An upload written to a temporary file beside where it will be kept, with what the header check needs. */
export interface ReceivedUpload {
  /** The client's file name, as display text only. */
  displayName: string;
  temporaryPath: string;
  size: number;
  head: Buffer;
}

const notMultipart = () => badRequest('Send the audio as a multipart/form-data upload with the WAV file in the field "file"');
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_AUDIO_FILE_MEGABYTES} MB; upload a shorter recording`);

/** The last segment of what the browser sent, without control characters: a name to show, never a path. */
export function displayNameOf(sent: string) {
  const name = [...(sent.split(/[\\/]/).pop() ?? '')]
    .filter((character) => !CONTROL_CHARACTER.test(character))
    .join('')
    .trim();
  // Keep the end, where the extension is, when the name is too long for its column.
  return name.length > 255 ? name.slice(-255) : name;
}

/** Passes the upload on to disk, keeping its first bytes and counting them all, so the whole file is never held in memory. */
function headKeeper(seen: { head: Buffer[]; size: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (seen.size < WAV_HEAD_BYTES) seen.head.push(chunk.subarray(0, WAV_HEAD_BYTES - seen.size));
      seen.size += chunk.length;
      done(null, chunk);
    },
  });
}

/** The WAV file of a multipart request (field "file"), written into `directory` under a temporary name. */
export async function receiveWavUpload(request: FastifyRequest, directory: string): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw notMultipart();
  const part = await request.file().catch(() => {
    throw notMultipart();
  });
  if (!part || part.fieldname !== 'file') throw badRequest('An audio file is required in the field "file"', { file: 'An audio file is required' });
  const displayName = displayNameOf(part.filename);
  if (!/\.wav$/i.test(displayName)) {
    part.file.resume();
    throw badRequest('Only .wav files can be uploaded', { file: 'Only .wav files can be uploaded' });
  }
  await mkdir(directory, { recursive: true });
  const temporaryPath = path.join(directory, `.upload-${randomUUID()}.part`);
  const seen = { head: [] as Buffer[], size: 0 };
  try {
    await pipeline(part.file, headKeeper(seen), createWriteStream(temporaryPath, { mode: 0o640 }));
  } catch (error) {
    await rm(temporaryPath, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw tooLarge();
    throw badRequest('The upload ended before the file did; send it again');
  }
  if (part.file.truncated) {
    await rm(temporaryPath, { force: true });
    throw tooLarge();
  }
  return { displayName, temporaryPath, size: seen.size, head: Buffer.concat(seen.head) };
}
