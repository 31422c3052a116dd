import { useCallback } from 'react';
import { isAllowed, type Action, type ResourceDescription } from '@ringledger/contract';
import { useSession } from '../../api/session-store';

/**
 * Whether the signed-in user may do an action on a resource that also offers it. Only decides
 * what to show: the server enforces every permission again.
 */
export function useCan(resource: Pick<ResourceDescription, 'label' | 'operations'>) {
  const { user } = useSession();
  return useCallback((action: Action) => resource.operations.includes(action) && isAllowed(user?.actions, resource.label, action), [user, resource]);
}

export const DENIED_MESSAGE = 'You are not allowed to do this';
