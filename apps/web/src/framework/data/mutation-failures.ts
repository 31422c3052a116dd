import { MutationCache } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../api/client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Whether the screen shows this failure itself (an import's refused lines), so it is not toasted as well. */
      isShownInPlace?: (error: unknown) => boolean;
    };
  }
}

/**
 * The one path every failed change takes: the server's message, toasted (spec §8). Forms also
 * put the answer's field errors under their fields (see forms/field-errors.ts).
 */
export function createMutationCache({ onSaved }: { onSaved?: () => void } = {}) {
  return new MutationCache({
    // Every change the server takes adds to the audit trail, so whatever shows it (a record's History) reads it again.
    onSuccess: () => onSaved?.(),
    onError: (error, _variables, _result, mutation) => {
      if (!mutation.meta?.isShownInPlace?.(error)) toast.error(errorMessage(error));
    },
  });
}
