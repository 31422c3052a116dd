import { useCallback } from 'react';
import { isAllowed, type Action, type PermissionLabel, type ResourceDescription } from '@ringledger/contract';
import { useSession } from '../../api/session-store';

/** Whether the signed-in user holds a permission, for what no description offers as an operation yet. */
export function useHasPermission() {
  const { user } = useSession();
  return useCallback((label: PermissionLabel, action: Action) => isAllowed(user?.actions, label, action), [user]);
}

/**
 * Whether the signed-in user may do an action on a resource that also offers it. Only decides
 * what to show: the server enforces every permission again.
 */
export function useCan(resource: Pick<ResourceDescription, 'label' | 'operations'>) {
  const hasPermission = useHasPermission();
  return useCallback((action: Action) => resource.operations.includes(action) && hasPermission(resource.label, action), [hasPermission, resource]);
}

export const DENIED_MESSAGE = 'You are not allowed to do this';
