import { findResource } from '@ringledger/contract';
import type { ResourceRef } from '../data';

/** Lookups may point at resources the registry does not describe yet; their path is then the name. */
export function resolveLookupTarget(name: string): ResourceRef {
  return findResource(name) ?? { name, path: `/${name}` };
}
