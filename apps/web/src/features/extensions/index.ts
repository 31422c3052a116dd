import type { extensions } from '@ringledger/contract';
import type { ResourceScreens } from '../../framework/screens';
import { extensionRoutes } from './extension-routes';

/** Extensions get the generic list, create and edit screens, a next-free-number button under the username; their page adds their devices, DIDs and calls. */
export const extensionsScreens: ResourceScreens<typeof extensions> = {
  loadViewExtras: () => import('./ExtensionExtras').then((module) => module.ExtensionExtras),
  loadFieldAddons: () => import('./NextExtensionNumberButton').then((module) => ({ username: module.nextExtensionNumberAddon('domain_id') })),
  routes: extensionRoutes,
};
