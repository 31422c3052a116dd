import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { findResource, hasEditPage, rowParamOf, type Action, type PermissionLabel, type ResourceDescription } from '@ringledger/contract';
import type { FeatureRoutes, ResourceScreens } from './screens';
import { FieldAddonsContext, type FieldAddon } from './forms/field-addons';

/** What the shell reads off a matched route: the permission that gates it, the navbar title, and whether the navbar's search filters it. */
export interface ResourceRouteHandle {
  label: PermissionLabel;
  action: Action;
  title: string;
  isSearchable?: boolean;
}

/** A page's handle: gated by `action` on the resource, titled as the resource titles that action unless told. */
export function routeHandle(resource: ResourceDescription, action: keyof ResourceDescription['titles'], title = resource.titles[action]): ResourceRouteHandle {
  // Only a list reads `search`, and only one with fields to search through.
  return { label: resource.label, action, title, isSearchable: action === 'list' && resource.searchable.length > 0 };
}

/** The route path bases of a resource's pages: where its list is, and where a row's page is (and is also found). */
function pageBases(resource: ResourceDescription) {
  const list = resource.pages?.list ?? resource.name;
  const record = resource.pages?.record ?? list;
  return { list, records: [record, ...(resource.pages?.aliases ?? [])] };
}

/** A page whose forms show the feature's controls under their fields. */
function withAddons(page: ReactNode, addons: Record<string, FieldAddon> | undefined) {
  return addons ? <FieldAddonsContext.Provider value={addons}>{page}</FieldAddonsContext.Provider> : page;
}

/**
 * Pages are fetched the first time they are visited: the router holds the navigation (its
 * progress bar showing) until the page's code has arrived, then renders it like any other.
 */
function routesOf<R extends ResourceDescription>(resource: R, screens: ResourceScreens<R> = {}): RouteObject[] {
  const has = (operation: Action) => resource.operations.includes(operation);
  const { list, records } = pageBases(resource);
  const rowParam = rowParamOf(resource);
  const routes: RouteObject[] = [];
  // Keys make React start afresh when one resource's page gives way to another's.
  if (has('list')) {
    routes.push({
      path: list,
      handle: routeHandle(resource, 'list'),
      lazy: async () => {
        const [{ ListPage }, Filters] = await Promise.all([import('./pages/ListPage'), screens.loadListFilters?.()]);
        return { element: <ListPage key={resource.name} resource={resource} filters={Filters && <Filters resource={resource} />} /> };
      },
    });
  }
  if (has('create')) {
    routes.push({
      path: `${list}/new`,
      handle: routeHandle(resource, 'create'),
      lazy: async () => {
        const [{ CreatePage }, addons] = await Promise.all([import('./pages/CreatePage'), screens.loadFieldAddons?.()]);
        return { element: withAddons(<CreatePage key={resource.name} resource={resource} useDefaults={screens.useCreateDefaults} />, addons) };
      },
    });
  }
  // A view of another resource's rows (a queue's agents) opens each row as that resource's own page.
  const base = resource.rowsOf ? findResource(resource.rowsOf) : undefined;
  if (base?.operations.includes('view')) {
    routes.push({
      path: `${records[0]}/:${rowParam}`,
      handle: routeHandle(base, 'view'),
      lazy: async () => {
        const { ViewPage } = await import('./pages/ViewPage');
        return { element: <ViewPage key={base.name} resource={base} rowParam={rowParam} pages={resource} /> };
      },
    });
  } else if (has('view')) {
    for (const path of records) {
      routes.push({
        path: `${path}/:${rowParam}`,
        handle: routeHandle(resource, 'view'),
        lazy: async () => {
          const [{ ViewPage }, extras, addons] = await Promise.all([import('./pages/ViewPage'), screens.loadViewExtras?.(), screens.loadFieldAddons?.()]);
          return { element: withAddons(<ViewPage key={resource.name} resource={resource} rowParam={rowParam} extras={extras} />, addons) };
        },
      });
    }
  }
  if (has('edit') && hasEditPage(resource)) {
    // Spec 02 §2: Save Changes shows only with the edit action; without it the page shows the values.
    routes.push({
      path: `${list}/:${rowParam}`,
      handle: routeHandle(resource, 'view', resource.titles.edit),
      lazy: async () => {
        const [{ EditPage }, addons] = await Promise.all([import('./pages/EditPage'), screens.loadFieldAddons?.()]);
        return { element: withAddons(<EditPage key={resource.name} resource={resource} />, addons) };
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
 * The list, create and view routes of each resource with pages of its own (every top-level one,
 * and a nested one whose description names its pages), or those its feature defined, for the app
 * to mount inside the shell's protected layout.
 */
export function resourceRoutes(resources: readonly ResourceDescription[], features: readonly FeatureRoutes[]): RouteObject[] {
  return resources
    .filter((resource) => !resource.parent || resource.pages)
    .flatMap((resource) => features.find((feature) => feature.name === resource.name)?.routes ?? routesOf(resource));
}
