import { rm } from 'node:fs/promises';
import { audioFiles } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { storedPath } from './audio-folders.js';

/**
 * The bytes go once the row's removal commits: a failed delete keeps both. A file that cannot be
 * removed is logged, since the row is already gone and the answer should say so.
 */
export const audioFileBehaviour = defineBehaviour(audioFiles, {
  async afterDelete({ current, context }) {
    const file = storedPath(context.services.audio, { category: current.category, stored_name: String(current.stored_name) });
    await rm(file, { force: true }).catch((error: unknown) => context.services.log.error({ err: error, file }, 'could not remove a deleted audio file'));
  },
});
