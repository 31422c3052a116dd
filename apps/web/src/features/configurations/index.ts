import { configurations } from '@ringledger/contract';
import type { RouteObject } from 'react-router';
import type { ResourceRouteHandle, ResourceScreens } from '../../framework';

/**
 * The list is grouped rather than paged and values change through one form for any row, so both
 * are pages of their own; a row's page is the generic one with the way to that form.
 */
const routes: RouteObject[] = [
  {
    path: configurations.name,
    handle: { label: configurations.label, action: 'list', title: configurations.titles.list, isSearchable: true } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./ConfigurationsPage')).ConfigurationsPage }),
  },
  {
    path: `${configurations.name}/update`,
    handle: { label: configurations.label, action: 'edit', title: configurations.titles.edit } satisfies ResourceRouteHandle,
    lazy: async () => ({ Component: (await import('./UpdateConfigurationPage')).UpdateConfigurationPage }),
  },
];

export const configurationsScreens: ResourceScreens<typeof configurations> = {
  loadViewExtras: () => import('./ConfigurationViewExtras').then((module) => module.ConfigurationViewExtras),
  routes,
};
