import type { switches } from '@ringledger/contract';
import type { ResourceScreens } from '../../framework/screens';

/** A switch's page adds what the switch says about itself now, and a profile's confirmed Restart. */
export const switchesScreens: ResourceScreens<typeof switches> = {
  loadViewExtras: () => import('./SwitchExtras').then((module) => module.SwitchExtras),
};
