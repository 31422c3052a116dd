import { findResource, type ResourceDescription } from '@ringledger/contract';
import type { RecordId, RecordRow } from './types';

/**
 * The description whose pages and row actions a list's rows have: a user's accounts open, edit
 * and delete as accounts. Rows that are no view of another's keep their own. Rows listed through
 * a join (a queue's agents, through its tiers) belong to the parent only by that join: they open
 * as themselves, but deleting one there would delete far more than its place in the queue, so
 * they are only opened.
 */
export function rowsResourceOf(resource: ResourceDescription): ResourceDescription {
  const base = (resource.rowsOf && findResource(resource.rowsOf)) || resource;
  if (base === resource || !resource.parent?.through?.select) return base;
  return { ...base, operations: base.operations.filter((operation) => operation === 'list' || operation === 'view') };
}

/** The id a row is addressed by under its parent: its own, or the key its parent link names (an extension's DID assignment by the DID). */
export function rowIdOf(resource: ResourceDescription, row: RecordRow): RecordId {
  const key = resource.parent?.rowKey;
  const value = key ? row[key] : row.id;
  return typeof value === 'number' || typeof value === 'string' ? value : row.id;
}
