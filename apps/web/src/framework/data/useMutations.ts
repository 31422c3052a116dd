import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findResource, resourcePath, rowPath } from '@ringledger/contract';
import { ApiError, apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import type { Addressing, RecordId, RecordRow, ResourceRef } from './types';

/**
 * Marks every list, item and lookup of the resource stale, and its parent's: a nested row can
 * change the row it lives under (a ledger line moves the call account's balance). Not awaited:
 * the caller moves on at once and the screen it lands on refetches.
 */
function useInvalidate(resource: ResourceRef) {
  const queryClient = useQueryClient();
  const parent = resource.parent && findResource(resource.parent.resource);
  return () => {
    for (const changed of parent ? [resource, parent] : [resource]) void queryClient.invalidateQueries({ queryKey: queryKeys.all(changed) });
  };
}

export function useCreate(resource: ResourceRef, { parentId }: Addressing = {}) {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest<RecordRow>('POST', resourcePath(resource, parentId), { body }),
    onSuccess: invalidate,
  });
}

export function useUpdate(resource: ResourceRef, { parentId }: Addressing = {}) {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: ({ id, changes }: { id: RecordId; changes: Record<string, unknown> }) =>
      apiRequest<RecordRow>('PATCH', rowPath(resource, id, parentId), { body: changes }),
    onSuccess: invalidate,
  });
}

/** What the server asks to have sent back before a delete that takes more with it goes ahead (a pricelist's rates). */
export function confirmationAsked(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const answer = error.answer as { confirm?: unknown } | null;
  return typeof answer?.confirm === 'string' ? answer.confirm : undefined;
}

export function useDelete(resource: ResourceRef, { parentId }: Addressing = {}) {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: ({ id, confirm }: { id: RecordId; confirm?: string }) =>
      apiRequest<void>('DELETE', rowPath(resource, id, parentId), { query: confirm ? { confirm } : undefined }),
    onSuccess: invalidate,
    // The delete dialog asks the person, or says why the row stays (still in use), rather than toasting it.
    meta: { isShownInPlace: (error) => error instanceof ApiError && error.status === 409 },
  });
}
