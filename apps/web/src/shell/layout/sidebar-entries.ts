import {
  addPagePath,
  callRecords,
  createCustomer,
  listLiveCalls,
  CUSTOMER_PAGE,
  getDashboard,
  getTrafficReport,
  isAllowed,
  listCustomers,
  listPagePath,
  recordPageBase,
  topLevelResources,
  users,
  type SessionUser,
} from '@ringledger/contract';
import { isSelfServiceUser, USER_HOME_PATH } from '../home-path';

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

/** Customers are users with their accounts and lines rather than one resource's rows: their group follows Users, for those who may list or onboard them. */
function customersGroup(user: SessionUser): SidebarGroup[] {
  const entries: SidebarEntry[] = [];
  if (isAllowed(user.actions, listCustomers.access.label, listCustomers.access.action))
    entries.push({ kind: 'list', label: 'All Customers', to: '/customers?page=1' });
  if (isAllowed(user.actions, createCustomer.access.label, createCustomer.access.action))
    entries.push({ kind: 'create', label: 'Add new', to: `/${CUSTOMER_PAGE}` });
  return entries.length === 0 ? [] : [{ name: 'customers', title: 'Customers', bases: ['/customers'], entries }];
}

/** The dashboard comes first, for whoever may view it; `/` still opens the first list (spec 01 §2.2). */
function dashboardGroup(user: SessionUser): SidebarGroup[] {
  if (!isAllowed(user.actions, getDashboard.access.label, getDashboard.access.action)) return [];
  return [{ name: 'dashboard', title: 'Dashboard', bases: ['/dashboard'], entries: [{ kind: 'list', label: 'Dashboard', to: '/dashboard' }] }];
}

/** The traffic reports follow the dashboard. */
function reportsGroup(user: SessionUser): SidebarGroup[] {
  if (!isAllowed(user.actions, getTrafficReport.access.label, getTrafficReport.access.action)) return [];
  return [{ name: 'reports', title: 'Reports', bases: ['/reports'], entries: [{ kind: 'list', label: 'Reports', to: '/reports' }] }];
}

/** The calls in progress belong to no one resource: their group comes just before the call records, for those who may list them. */
function liveCallsGroup(user: SessionUser): SidebarGroup[] {
  const { label, action } = listLiveCalls.access;
  if (!isAllowed(user.actions, label, action)) return [];
  return [{ name: 'live_calls', title: 'Live Calls', bases: ['/live_calls'], entries: [{ kind: 'list', label: 'Calls in Progress', to: '/live_calls' }] }];
}

/** Derived from the registry: a group per top-level resource, each entry only when the session allows it. */
export function sidebarGroupsFor(user: SessionUser | null): SidebarGroup[] {
  if (!user || isSelfServiceUser(user)) return [];
  const groups = topLevelResources
    .map((resource) => {
      const entries: SidebarEntry[] = [];
      const list = listPagePath(resource);
      if (isAllowed(user.actions, resource.label, 'list')) {
        const pages = resource.menuPages ?? [{ label: `All ${resource.menu}`, path: list.slice(1) }];
        entries.push(...pages.map((page) => ({ kind: 'list' as const, label: page.label, to: `/${page.path}?page=1` })));
      }
      const addPage = addPagePath(resource);
      if (addPage && !resource.isMenuLink && isAllowed(user.actions, resource.label, 'create')) entries.push({ kind: 'create', label: 'Add new', to: addPage });
      const bases = [list, recordPageBase(resource), ...(resource.menuPages ?? []).map((page) => `/${page.path}`)];
      return { name: resource.name, title: resource.menu, bases: [...new Set(bases)], entries };
    })
    .filter((group) => group.entries.length > 0);
  const afterUsers = groups.findIndex((group) => group.name === users.name) + 1;
  const withCustomers = [...dashboardGroup(user), ...reportsGroup(user), ...groups.slice(0, afterUsers), ...customersGroup(user), ...groups.slice(afterUsers)];
  // Just above the call records, so the sidebar still ends on a group that opens.
  const callRecordsAt = withCustomers.findIndex((group) => group.name === callRecords.name);
  const liveCallsAt = callRecordsAt >= 0 ? callRecordsAt : withCustomers.length;
  return [...withCustomers.slice(0, liveCallsAt), ...liveCallsGroup(user), ...withCustomers.slice(liveCallsAt)];
}

/** One page of the self-service area in the sidebar. */
export interface SelfServiceLink {
  label: string;
  to: string;
  icon: 'home' | 'wallet' | 'logs' | 'receipt' | 'person' | 'phone';
}

const SELF_SERVICE_LINKS: readonly SelfServiceLink[] = [
  { label: 'Home', to: USER_HOME_PATH, icon: 'home' },
  { label: 'Recharge', to: '/user/menu/recharge', icon: 'wallet' },
  { label: 'Call logs', to: '/user/menu/logs', icon: 'logs' },
  { label: 'Payments', to: '/user/payments?page=1', icon: 'receipt' },
  { label: 'Profile', to: '/user/profile', icon: 'person' },
  { label: 'Phones', to: '/user/phones', icon: 'phone' },
];

/** The spec leaves a customer's sidebar empty; we give it their pages instead, so it is not a blank column. */
export function selfServiceLinksFor(user: SessionUser | null): readonly SelfServiceLink[] {
  return user && isSelfServiceUser(user) && isAllowed(user.actions, 'SELF_SERVICE', 'list') ? SELF_SERVICE_LINKS : [];
}
