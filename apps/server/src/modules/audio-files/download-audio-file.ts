import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { downloadAudioFile } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { audioFiles } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { storedPath } from './audio-folders.js';
import { byteRangeOf } from './byte-range.js';
import { attachmentDisposition } from './content-disposition.js';

/** An audio file's bytes as uploaded, whole or the one range a player seeking through it asks for. */
export const downloadAudioFileOperation = implement(downloadAudioFile, async ({ db, params, services, request, reply }) => {
  const [row] = await db
    .select({ filename: audioFiles.filename, category: audioFiles.category, stored_name: audioFiles.stored_name })
    .from(audioFiles)
    .where(eq(audioFiles.id, params.id));
  if (!row) throw notFound('Audio File');
  const file = storedPath(services.audio, row);
  const size = await stat(file).then(
    (found) => found.size,
    () => {
      throw notFound("The audio file's recording");
    },
  );
  const range = byteRangeOf(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send({ error: `The requested range lies outside the file's ${size} bytes` });
  }
  // The console fetches the bytes with its bearer token each time; nothing in between should keep them.
  reply
    .header('cache-control', 'no-store')
    .header('accept-ranges', 'bytes')
    .header('content-disposition', attachmentDisposition(row.filename))
    .type('audio/wav');
  if (range === 'whole') return reply.header('content-length', size).send(createReadStream(file));
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file, { start: range.start, end: range.end }));
});
