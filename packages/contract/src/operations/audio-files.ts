import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { errorSchema } from '../list-query.js';
import { audioCategory, audioFiles } from '../resources/audio-files.js';

/** About two minutes of CD-quality stereo, or an hour of 8 kHz telephone audio: more than any prompt needs. */
export const MAX_AUDIO_FILE_MEGABYTES = 20;

export const uploadAudioFile = defineOperation({
  name: 'upload-audio-file',
  method: 'POST',
  path: '/audio_files/:category',
  params: { category: audioCategory },
  access: { label: 'AUDIO_FILES', action: 'create' },
  creates: 'audio_files',
  tag: 'audio files',
  summary: 'Upload a WAV prompt',
  description:
    'multipart/form-data with the file in the field "file". Only a RIFF/WAVE file whose header and audio data are whole is kept; ' +
    'the name it was sent under is shown, never used as a path. Answers 201 with the new audio file.',
  upload: { field: 'file', maxBytes: MAX_AUDIO_FILE_MEGABYTES * 1024 * 1024 },
  answers: { 201: audioFiles.record, 413: errorSchema },
  example: { params: { category: 'ivr-welcome' } },
});

export const downloadAudioFile = defineOperation({
  name: 'download-audio-file',
  method: 'GET',
  path: '/audio_files/:id/download',
  access: { label: 'AUDIO_FILES', action: 'view' },
  on: 'audio_files',
  tag: 'audio files',
  summary: "Download an audio file's bytes",
  description: 'Answers audio/wav with the bytes as uploaded; honours a single Range (206, or 416 when it lies outside the file) so players can seek.',
  produces: 'audio/wav',
  answers: { 200: z.unknown().describe('WAV bytes'), 206: z.unknown().describe('Part of the WAV bytes'), 416: errorSchema },
});
