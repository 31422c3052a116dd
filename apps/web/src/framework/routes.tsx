import type { RouteObject } from 'react-router';
import { registry, type Action, type PermissionLabel, type ResourceDescription } from '@ringledger/contract';
import { featureScreens } from '../features/screens';
import type { ResourceScreens } from './screens';
import { ListPage } from './pages/ListPage';
import { CreatePage } from './pages/CreatePage';
import { ViewPage } from './pages/ViewPage';

/** What the shell reads off a matched route: the permission that gates it and the navbar title. */
export interface ResourceRouteHandle {
  label: PermissionLabel;
  action: Action;
  title: string;
}

function handleOf(resource: ResourceDescription, action: Action, title: string): ResourceRouteHandle {
  return { label: resource.label, action, title };
}

function routesOf(resource: ResourceDescription, screens: ResourceScreens = {}): RouteObject[] {
  const has = (operation: Action) => resource.operations.includes(operation);
  const { list: List = ListPage, create: Create = CreatePage, view: View } = screens;
  const routes: RouteObject[] = [];
  // Keys make React start afresh when one resource's page gives way to another's.
  if (has('list')) {
    routes.push({ path: resource.name, handle: handleOf(resource, 'list', resource.titles.list), element: <List key={resource.name} resource={resource} /> });
  }
  if (has('create')) {
    routes.push({
      path: `${resource.name}/new`,
      handle: handleOf(resource, 'create', resource.titles.create),
      element: <Create key={resource.name} resource={resource} />,
    });
  }
  if (has('view')) {
    routes.push({
      path: `${resource.name}/:id`,
      handle: handleOf(resource, 'view', resource.titles.view),
      element: View ? <View key={resource.name} resource={resource} /> : <ViewPage key={resource.name} resource={resource} extras={screens.viewExtras} />,
    });
  }
  return [...routes, ...(screens.routes ?? [])];
}

/** Every registry resource's list, create and view routes, for the shell to mount inside its protected layout. */
export function resourceRoutes(resources: readonly ResourceDescription[] = registry, screens = featureScreens): RouteObject[] {
  return resources.flatMap((resource) => routesOf(resource, screens[resource.name]));
}
