export { useList } from './useList';
export { useListParams } from './useListParams';
export { useOne } from './useOne';
export { useCreate, useUpdate, useDelete } from './useMutations';
export { useLookup } from './useLookup';
export { queryKeys } from './query-keys';
export type { ListAnswer, ListParams, RecordId, RecordRow, ResourceRef } from './types';
export { useSearchText } from './useSearchText';
