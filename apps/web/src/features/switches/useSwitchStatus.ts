import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { restartSwitchProfile, switches, switchStatus, type SwitchStatus } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath, queryKeys } from '../../framework';

/** How often an open switch page asks again: its gateways register and its calls come and go. */
const REFRESH_MS = 10_000;

const statusKey = (id: number) => [...queryKeys.all(switches), 'status', id] as const;

/** What the switch says about itself now, asked again while the page is open. */
export function useSwitchStatus(id: number) {
  return useQuery({
    queryKey: statusKey(id),
    queryFn: ({ signal }) => apiRequest<SwitchStatus>(switchStatus.method, operationPath(switchStatus, { id }), { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** Restarts one SIP profile; the status is asked again once the switch took it. */
export function useRestartProfile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: string) => apiRequest<{ message: string }>(restartSwitchProfile.method, operationPath(restartSwitchProfile, { id, profile })),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: statusKey(id) });
    },
  });
}
