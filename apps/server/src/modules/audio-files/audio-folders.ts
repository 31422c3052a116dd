import path from 'node:path';
import type { AudioCategory } from '@ringledger/contract';
import type { AppServices } from '../../resources/behaviour.js';

/** A category's folder here and as the switch sees it: each category is a folder of its own. */
export function categoryFolder(audio: AppServices['audio'], category: AudioCategory) {
  // The switch's path is its own host's, so it is joined with forward slashes whatever this host uses.
  return { absolute_directory: path.join(audio.directory, category), mounted_directory: path.posix.join(audio.mountedDirectory, category) };
}

/** Where a stored audio file's bytes are: its generated name inside its category's folder. */
export function storedPath(audio: AppServices['audio'], row: { category: string; stored_name: string }) {
  return path.join(categoryFolder(audio, row.category as AudioCategory).absolute_directory, row.stored_name);
}
