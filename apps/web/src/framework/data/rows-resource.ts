import { findResource, type ResourceDescription } from '@ringledger/contract';

/**
 * The description whose pages and row actions a list's rows have: a user's accounts open, edit
 * and delete as accounts. A view of rows the registry does not describe yet (an account's
 * extensions) keeps its own.
 */
export function rowsResourceOf(resource: ResourceDescription): ResourceDescription {
  return (resource.rowsOf && findResource(resource.rowsOf)) || resource;
}
