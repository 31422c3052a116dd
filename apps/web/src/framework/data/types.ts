import type { z } from 'zod';
import type { ResourceDescription } from '@ringledger/contract';

/** What the data hooks need to address a resource's rows; lookups may target resources outside the registry. */
export type ResourceRef = Pick<ResourceDescription, 'name' | 'path' | 'parent'> & Partial<Pick<ResourceDescription, 'rowsOf'>>;

/** A value as JSON carries it: dates arrive as ISO strings. */
type Json<T> = T extends Date ? string : T extends readonly (infer Item)[] ? Json<Item>[] : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

/** A row of a resource as the API sends it, typed from the contract's record schema; every row is addressed by its numeric id. */
export type RowOf<R extends Pick<ResourceDescription, 'record'>> = Json<z.output<R['record']>> & { id: number };

/** A row of a resource the code does not know in advance: the generic table, details and forms. */
export type RecordRow = RowOf<ResourceDescription>;

export interface ListAnswer<Row = RecordRow> {
  results: Row[];
  total: number;
}

export type ListParams = Record<string, string | number | undefined>;

export type RecordId = number | string;

/** Where a nested resource's rows live: under this row of its parent (`/pricelists/7/rates`). */
export interface Addressing {
  parentId?: RecordId;
}
