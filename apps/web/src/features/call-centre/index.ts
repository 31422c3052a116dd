import type { callCenterQueues } from '@ringledger/contract';
import type { ResourceScreens } from '../../framework/screens';

/** A queue's page adds its agents and tiers; its form offers an upload beside the music-on-hold lookup. */
export const callCenterQueuesScreens: ResourceScreens<typeof callCenterQueues> = {
  loadViewExtras: () => import('./QueueExtras').then((module) => module.QueueExtras),
  loadFieldAddons: () => import('./UploadMusicButton').then((module) => ({ 'parameters.moh-sound': module.UploadMusicButton })),
};
