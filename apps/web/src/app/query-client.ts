import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { sessionStore } from '../api/session-store';
import { auditLog } from '@ringledger/contract';
import { createMutationCache } from '../framework/data/mutation-failures';
import { queryKeys } from '../framework/data/query-keys';

const MAX_RETRIES = 2;

/** Spec §9: product calls retry up to 2 times; a 4xx answer will not change on retry. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  mutationCache: createMutationCache({ onSaved: () => void queryClient.invalidateQueries({ queryKey: queryKeys.all(auditLog) }) }),
  defaultOptions: {
    queries: { gcTime: 60_000, retry: shouldRetry },
  },
});

// Whatever ends a session (logout, a 401, a failed refresh), the next person must not see its cached data.
sessionStore.subscribe(() => {
  if (!sessionStore.token) queryClient.clear();
});
