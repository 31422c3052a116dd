import type { ResourceDescription } from '@ringledger/contract';

/** What the data hooks need to address a resource; lookups may target resources outside the registry. */
export type ResourceRef = Pick<ResourceDescription, 'name' | 'path'>;

/** A row as the API sends it: JSON, so dates arrive as strings. */
export type RecordRow = Record<string, unknown> & { id: number };

export interface ListAnswer {
  results: RecordRow[];
  total: number;
}

export type ListParams = Record<string, string | number | undefined>;

export type RecordId = number | string;
