import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from './data';

export interface ResourcePageProps {
  resource: ResourceDescription;
}

/**
 * What a feature may add to or replace in a resource's generic screens. Everything not named
 * here comes from the description alone.
 */
export interface ResourceScreens {
  list?: ComponentType<ResourcePageProps>;
  create?: ComponentType<ResourcePageProps>;
  view?: ComponentType<ResourcePageProps>;
  /** Panels below a record's details: tabs, a credit action, summary cards. */
  viewExtras?: ComponentType<ResourcePageProps & { record: RecordRow }>;
  /** Further routes, such as /users/:id/accounts; their handles gate them like any other. */
  routes?: RouteObject[];
}
