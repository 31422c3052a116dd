import { addPagePath, isAllowed, listPagePath, recordPageBase, topLevelResources, type SessionUser } from '@ringledger/contract';
import { isSelfServiceUser } from '../home-path';

export interface SidebarEntry {
  kind: 'list' | 'create';
  label: string;
  to: string;
}

export interface SidebarGroup {
  name: string;
  title: string;
  /** Where the group's pages are: its list and, when elsewhere, its rows' pages (`/call_center/agents`, `/call_center/agent`). */
  bases: string[];
  entries: SidebarEntry[];
}

/** Derived from the registry: a group per top-level resource, each entry only when the session allows it. */
export function sidebarGroupsFor(user: SessionUser | null): SidebarGroup[] {
  if (!user || isSelfServiceUser(user)) return [];
  return topLevelResources
    .map((resource) => {
      const entries: SidebarEntry[] = [];
      const list = listPagePath(resource);
      if (isAllowed(user.actions, resource.label, 'list')) entries.push({ kind: 'list', label: `All ${resource.menu}`, to: `${list}?page=1` });
      const addPage = addPagePath(resource);
      if (addPage && !resource.isMenuLink && isAllowed(user.actions, resource.label, 'create')) entries.push({ kind: 'create', label: 'Add new', to: addPage });
      return { name: resource.name, title: resource.menu, bases: [...new Set([list, recordPageBase(resource)])], entries };
    })
    .filter((group) => group.entries.length > 0);
}
