import { useQuery } from '@tanstack/react-query';
import { listUserPhones, type UserPhone } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';

/** The signed-in user's extensions with their DIDs and devices (GET /users/phones); no password is in it. */
export function useUserPhones() {
  return useQuery({
    queryKey: ['user-phones'],
    queryFn: ({ signal }) => apiRequest<{ results: UserPhone[]; total: number }>(listUserPhones.method, operationPath(listUserPhones, {}), { signal }),
  });
}
