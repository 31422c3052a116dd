import { isAllowed, registry, type SessionUser } from '@ringledger/contract';
import { isSelfServiceUser } from '../home-path';

export interface SidebarEntry {
  kind: 'list' | 'create';
  label: string;
  to: string;
}

export interface SidebarGroup {
  name: string;
  title: string;
  entries: SidebarEntry[];
}

/** Derived from the registry: a group per resource, each entry only when the session allows it. */
export function sidebarGroupsFor(user: SessionUser | null): SidebarGroup[] {
  if (!user || isSelfServiceUser(user)) return [];
  return registry
    .map((resource) => {
      const entries: SidebarEntry[] = [];
      if (isAllowed(user.actions, resource.label, 'list')) entries.push({ kind: 'list', label: `All ${resource.menu}`, to: `/${resource.name}?page=1` });
      if (resource.operations.includes('create') && isAllowed(user.actions, resource.label, 'create'))
        entries.push({ kind: 'create', label: 'Add new', to: `/${resource.name}/new` });
      return { name: resource.name, title: resource.menu, entries };
    })
    .filter((group) => group.entries.length > 0);
}
