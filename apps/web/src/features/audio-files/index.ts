import { audioFiles } from '@ringledger/contract';
import type { ResourceScreens } from '../../framework/screens';
import type { ResourceRouteHandle } from '../../framework/routes';

/** Audio files get the generic list and page; the page plays the file, and files arrive through an upload form. */
export const audioFilesScreens: ResourceScreens<typeof audioFiles> = {
  loadViewExtras: () => import('./AudioFileExtras').then((module) => module.AudioFileExtras),
  routes: [
    {
      path: `${audioFiles.name}/${audioFiles.addPage}`,
      handle: { label: audioFiles.label, action: 'create', title: audioFiles.titles.create } satisfies ResourceRouteHandle,
      lazy: async () => ({ Component: (await import('./UploadAudioPage')).UploadAudioPage }),
    },
  ],
};
