import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { audioFiles, uploadAudioFile } from '@ringledger/contract';
import { recordAudit } from '../../audit/audit-log.queries.js';
import { maskedRow } from '../../audit/audit-values.js';
import { implement } from '../../operations/operation-routes.js';
import { createResourceStore } from '../../resources/resource-store.js';
import { audioFiles as audioFilesTable } from '../../db/schema/index.js';
import { badRequest } from '../../errors/app-error.js';
import { principalOf } from '../../auth/principal.js';
import { categoryFolder } from './audio-folders.js';
import { receiveWavUpload } from './receive-wav.js';
import { readWavHeader } from './wav-header.js';

/** Reads the new row back as every other read answers it (creator embedded). */
const records = createResourceStore(audioFiles);

/**
 * A WAV prompt, kept under a generated name in its category's folder. The row and the file are
 * kept together or not at all: the file takes its name inside the row's transaction, and goes
 * again if that transaction does not commit.
 */
export const uploadAudioFileOperation = implement(uploadAudioFile, async ({ db, params, request, reply, services }) => {
  const principal = principalOf(request);
  const folder = categoryFolder(services.audio, params.category);
  const upload = await receiveWavUpload(request, folder.absolute_directory);
  const storedName = `${randomUUID()}.wav`;
  const finalPath = path.join(folder.absolute_directory, storedName);
  let id: number;
  try {
    const reading = readWavHeader(upload.head, upload.size);
    if (!reading.isWav) throw badRequest(reading.reason, { file: reading.reason });
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(audioFilesTable)
        .values({
          filename: upload.displayName,
          stored_name: storedName,
          filesize: upload.size,
          duration: reading.info.duration,
          format: reading.info.format,
          category: params.category,
          location: path.posix.join(folder.mounted_directory, storedName),
          info: folder,
          created_by_id: principal.userId,
        })
        .returning();
      const actor = { userId: principal.userId, address: request.ip };
      await recordAudit(tx, { actor, action: 'create', resource: 'audio_files', resourceId: row.id, after: maskedRow(row) });
      await rename(upload.temporaryPath, finalPath);
      return row.id;
    });
  } catch (error) {
    await rm(finalPath, { force: true });
    throw error;
  } finally {
    await rm(upload.temporaryPath, { force: true });
  }
  return reply.status(201).send(await records.get(db, id, { principal, services }));
});
