import { findResource, type ResourceDescription } from '@ringledger/contract';
import { badRequest } from '../errors/app-error.js';
import type { Row } from './read-statements.js';

/**
 * A body without the parent's id it may repeat (ParentLink.echo, an extension DID's `extensionId`):
 * the row's parent is the path's, so a body naming another is refused rather than obeyed or ignored.
 */
export function withoutParentEcho(resource: ResourceDescription, body: Row, parentId: number | undefined): Row {
  const echo = resource.parent?.echo;
  if (!echo || !(echo in body)) return body;
  const { [echo]: echoed, ...rest } = body;
  if (echoed !== parentId) {
    const parent = findResource(resource.parent?.resource ?? '')?.singular.toLowerCase() ?? 'parent';
    const message = `${echo} must be ${parentId}, the id of the ${parent} in the path`;
    throw badRequest(message, { [echo]: message });
  }
  return rest;
}
