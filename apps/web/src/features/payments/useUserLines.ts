import { useQuery } from '@tanstack/react-query';
import { listUserLines, type UserLine } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';

/** The signed-in user's own lines (GET /users/lines). */
export function useUserLines() {
  return useQuery({
    queryKey: ['user-lines'],
    queryFn: ({ signal }) => apiRequest<{ results: UserLine[]; total: number }>(listUserLines.method, operationPath(listUserLines, {}), { signal }),
  });
}
