import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AudioCategory } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { audioFiles } from '../../db/schema/index.js';
import type { AppServices } from '../../resources/behaviour.js';
import { categoryFolder } from '../../modules/audio-files/audio-folders.js';
import { sineWav } from '../../modules/audio-files/sine-wav.js';
import { readWavHeader } from '../../modules/audio-files/wav-header.js';

const PROMPTS: { category: AudioCategory; filename: string; seconds: number; frequency: number }[] = [
  { category: 'ivr-welcome', filename: 'welcome-to-ringledger.wav', seconds: 2, frequency: 440 },
  { category: 'ivr-welcome', filename: 'after-hours-greeting.wav', seconds: 3, frequency: 523.25 },
  { category: 'ivr-menu', filename: 'main-menu-options.wav', seconds: 4, frequency: 392 },
  { category: 'ivr-menu', filename: 'billing-submenu.wav', seconds: 2.5, frequency: 349.23 },
  { category: 'callcenter', filename: 'hold-music-loop.wav', seconds: 5, frequency: 261.63 },
  { category: 'callcenter', filename: 'queue-position-announcement.wav', seconds: 1.5, frequency: 659.25 },
];

/**
 * Two real prompts per category, written as tones so the demo plays without shipping audio. A
 * first start that fails after this leaves these few files behind; the next one writes new ones.
 */
export async function seedAudioFiles(db: Executor, refs: { adminId: number; audio: AppServices['audio'] }) {
  for (const prompt of PROMPTS) {
    const folder = categoryFolder(refs.audio, prompt.category);
    const bytes = sineWav({ seconds: prompt.seconds, frequency: prompt.frequency });
    const reading = readWavHeader(bytes, bytes.length);
    if (!reading.isWav) throw new Error(`The demo prompt ${prompt.filename} is no WAV: ${reading.reason}`);
    const storedName = `${randomUUID()}.wav`;
    await mkdir(folder.absolute_directory, { recursive: true });
    await writeFile(path.join(folder.absolute_directory, storedName), bytes, { mode: 0o640 });
    await db.insert(audioFiles).values({
      filename: prompt.filename,
      stored_name: storedName,
      filesize: bytes.length,
      duration: reading.info.duration,
      format: reading.info.format,
      category: prompt.category,
      location: path.posix.join(folder.mounted_directory, storedName),
      info: folder,
      created_by_id: refs.adminId,
    });
  }
}
