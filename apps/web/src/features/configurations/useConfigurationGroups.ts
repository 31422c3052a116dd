import { useQuery } from '@tanstack/react-query';
import { CONFIGURATION_GROUPS, configurations, listConfigurations, type ConfigurationGroups, type ConfigurationRecord } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath, queryKeys } from '../../framework';
import { useLoadFailureToast } from '../../framework/data/useLoadFailureToast';

/** "billing" → "Billing"; a group the console does not know yet reads as its key. */
export function titleOf(group: string): string {
  return Object.hasOwn(CONFIGURATION_GROUPS, group) ? CONFIGURATION_GROUPS[group as keyof typeof CONFIGURATION_GROUPS] : group;
}

/** A group's rows: every key of the answer but `total` holds one group's list. */
export function groupsOf(answer: ConfigurationGroups): [string, ConfigurationRecord[]][] {
  return Object.entries(answer).filter((entry): entry is [string, ConfigurationRecord[]] => Array.isArray(entry[1]));
}

/**
 * The configurations by group (GET /configurations), narrowed by `search`. Keyed under the
 * resource, so a change made through the update form refreshes it.
 */
export function useConfigurationGroups(search: string) {
  const groups = useQuery({
    queryKey: [...queryKeys.all(configurations), 'groups', search],
    queryFn: ({ signal }) => apiRequest<ConfigurationGroups>(listConfigurations.method, operationPath(listConfigurations, {}), { query: { search }, signal }),
  });
  useLoadFailureToast(groups.error, configurations.messages.loadFailed, 'configurations-load');
  return groups;
}
