import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_RATE_FILE_MEGABYTES } from '@ringledger/contract';
import { AppError, badRequest } from '../../errors/app-error.js';

const notMultipart = () => badRequest('Send the rates as a multipart/form-data upload with the CSV file in the field "file"');

/** Reads an upload through, turning a cut-off body or a file over the limit into a clear 4xx (the parser would see a file that merely ends early). */
async function* checkedUpload(file: Readable & { truncated?: boolean }) {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch {
    throw badRequest('The upload ended before the file did; send it again');
  }
  if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_RATE_FILE_MEGABYTES} MB; split it into smaller files`);
}

/** The uploaded file of a multipart request, in the field "file". */
export async function receiveCsvFile(request: FastifyRequest): Promise<Readable> {
  if (!request.isMultipart()) throw notMultipart();
  const part = await request.file().catch(() => {
    throw notMultipart();
  });
  if (!part || part.fieldname !== 'file') throw badRequest('Choose a CSV file to upload in the field "file"');
  return Readable.from(checkedUpload(part.file));
}
