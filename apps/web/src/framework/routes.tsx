import type { RouteObject } from 'react-router';
import type { Action, PermissionLabel, ResourceDescription } from '@ringledger/contract';
import type { FeatureRoutes, ResourceScreens } from './screens';

/** What the shell reads off a matched route: the permission that gates it, the navbar title, and whether the navbar's search filters it. */
export interface ResourceRouteHandle {
  label: PermissionLabel;
  action: Action;
  title: string;
  isSearchable?: boolean;
}

function handleOf(resource: ResourceDescription, action: Action, title: string): ResourceRouteHandle {
  // Only a list reads `search`, and only one with fields to search through.
  return { label: resource.label, action, title, isSearchable: action === 'list' && resource.searchable.length > 0 };
}

/**
 * Pages are fetched the first time they are visited: the router holds the navigation (its
 * progress bar showing) until the page's code has arrived, then renders it like any other.
 */
function routesOf<R extends ResourceDescription>(resource: R, screens: ResourceScreens<R> = {}): RouteObject[] {
  const has = (operation: Action) => resource.operations.includes(operation);
  const routes: RouteObject[] = [];
  // Keys make React start afresh when one resource's page gives way to another's.
  if (has('list')) {
    routes.push({
      path: resource.name,
      handle: handleOf(resource, 'list', resource.titles.list),
      lazy: async () => {
        const { ListPage } = await import('./pages/ListPage');
        return { element: <ListPage key={resource.name} resource={resource} /> };
      },
    });
  }
  if (has('create')) {
    routes.push({
      path: `${resource.name}/new`,
      handle: handleOf(resource, 'create', resource.titles.create),
      lazy: async () => {
        const { CreatePage } = await import('./pages/CreatePage');
        return { element: <CreatePage key={resource.name} resource={resource} useDefaults={screens.useCreateDefaults} /> };
      },
    });
  }
  if (has('view')) {
    routes.push({
      path: `${resource.name}/:id`,
      handle: handleOf(resource, 'view', resource.titles.view),
      lazy: async () => {
        const [{ ViewPage }, extras] = await Promise.all([import('./pages/ViewPage'), screens.loadViewExtras?.()]);
        return { element: <ViewPage key={resource.name} resource={resource} extras={extras} /> };
      },
    });
  }
  return [...routes, ...(screens.routes ?? [])];
}

/** A feature's screens for one resource, turned into its routes while the record's type is known. */
export function defineScreens<R extends ResourceDescription>(resource: R, screens: ResourceScreens<R>): FeatureRoutes {
  return { name: resource.name, routes: routesOf(resource, screens) };
}

/**
 * The list, create and view routes of each resource, or those its feature defined, for the app
 * to mount inside the shell's protected layout.
 */
export function resourceRoutes(resources: readonly ResourceDescription[], features: readonly FeatureRoutes[]): RouteObject[] {
  return resources.flatMap((resource) => features.find((feature) => feature.name === resource.name)?.routes ?? routesOf(resource));
}
