import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ResourceDescription } from '@ringledger/contract';
import type { RowOf } from './data';
import type { FormValues } from './forms/form-values';
import type { FieldAddon } from './forms/field-addons';

/** Panels below a record's details, typed by the description so they read the record's own fields. */
export type ViewExtras<R extends ResourceDescription = ResourceDescription> = ComponentType<{ record: RowOf<R> }>;

/**
 * What a feature adds to a resource's generic screens; everything else comes from the
 * description alone. Screens are fetched when first visited, so each part arrives as a loader.
 */
export interface ResourceScreens<R extends ResourceDescription = ResourceDescription> {
  /** Controls above a list that set its filters (the audit log's who, what and when): fetched with the list page. */
  loadListFilters?: () => Promise<ComponentType<{ resource: R }>>;
  /** Tabs, a credit action, summary cards: fetched with the view page, so a list never waits for them. */
  loadViewExtras?: () => Promise<ViewExtras<R>>;
  /**
   * Starting values of the create form that no description can hold, read while the form opens
   * (a DID's leg timeout, configured at run time). A hook, so it may read the session.
   */
  useCreateDefaults?: () => FormValues;
  /** Controls under fields of the create and edit forms, by form name (an upload beside a lookup): fetched with those pages. */
  loadFieldAddons?: () => Promise<Record<string, FieldAddon>>;
  /** Further routes, such as /users/:id/accounts, with lazy pages; their handles gate them like any other. */
  routes?: RouteObject[];
}

/** A resource's routes with what its feature adds, built while the record's type is known. */
export interface FeatureRoutes {
  name: string;
  routes: RouteObject[];
}
