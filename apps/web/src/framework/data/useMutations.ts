import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import type { RecordId, RecordRow, ResourceRef } from './types';

/**
 * Marks every list, item and lookup of the resource stale. Not awaited: the caller navigates at
 * once and the screen it lands on refetches, instead of waiting on pages about to unmount.
 */
function useInvalidate(resource: ResourceRef) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.all(resource.name) });
  };
}

export function useCreate(resource: ResourceRef) {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest<RecordRow>('POST', resource.path, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdate(resource: ResourceRef) {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: ({ id, changes }: { id: RecordId; changes: Record<string, unknown> }) =>
      apiRequest<RecordRow>('PATCH', `${resource.path}/${id}`, { body: changes }),
    onSuccess: invalidate,
  });
}

export function useDelete(resource: ResourceRef) {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: (id: RecordId) => apiRequest<void>('DELETE', `${resource.path}/${id}`),
    onSuccess: invalidate,
  });
}
