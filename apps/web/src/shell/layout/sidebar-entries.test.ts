import { describe, expect, it } from 'vitest';
import { SEEDED_ROLES, type SessionUser } from '@ringledger/contract';
import { selfServiceLinksFor, sidebarGroupsFor } from './sidebar-entries';

const admin: SessionUser = {
  id: 1,
  firstname: 'Ada',
  lastname: 'Admin',
  email: 'a@example.test',
  type: 'admin',
  role: { name: 'admin' },
  actions: SEEDED_ROLES.admin,
};

describe('sidebarGroupsFor', () => {
  it('shows Domains as a single link to its list (spec 01 §2.3), other resources with their add entry', () => {
    const groups = sidebarGroupsFor(admin);
    expect(groups.find((group) => group.name === 'domains')?.entries).toEqual([{ kind: 'list', label: 'All Domains', to: '/domains?page=1' }]);
    expect(groups.find((group) => group.name === 'dids')?.entries.map((entry) => entry.kind)).toEqual(['list', 'create']);
  });

  it('puts the Dashboard first and the Reports second, each as one link, for admins and agents; not for self-service users', () => {
    expect(sidebarGroupsFor(admin)[0]).toEqual({
      name: 'dashboard',
      title: 'Dashboard',
      bases: ['/dashboard'],
      entries: [{ kind: 'list', label: 'Dashboard', to: '/dashboard' }],
    });
    const agent = { ...admin, type: 'agent', role: { name: 'agent' }, actions: SEEDED_ROLES.agent };
    expect(
      sidebarGroupsFor(agent)
        .map((group) => group.name)
        .slice(0, 2),
    ).toEqual(['dashboard', 'reports']);
    const user = { ...admin, type: 'user', role: { name: 'user' }, actions: SEEDED_ROLES.user };
    expect(sidebarGroupsFor(user)).toEqual([]);
  });

  it('offers the customers and onboarding one after Users to whoever may list or create customers, and to no one else', () => {
    const names = sidebarGroupsFor(admin).map((group) => group.name);
    expect(names.slice(names.indexOf('users'), names.indexOf('users') + 2)).toEqual(['users', 'customers']);
    expect(sidebarGroupsFor(admin).find((group) => group.name === 'customers')?.entries).toEqual([
      { kind: 'list', label: 'All Customers', to: '/customers?page=1' },
      { kind: 'create', label: 'Add new', to: '/customers/new' },
    ]);
    const agent = { ...admin, type: 'agent', role: { name: 'agent' }, actions: SEEDED_ROLES.agent };
    expect(sidebarGroupsFor(agent).map((group) => group.name)).not.toContain('customers');
  });

  it('gives a customer their own pages instead of an empty column, and staff none of them', () => {
    const user = { ...admin, type: 'user', role: { name: 'user' }, actions: SEEDED_ROLES.user };
    expect(selfServiceLinksFor(user).map((link) => link.label)).toEqual(['Home', 'Recharge', 'Call logs', 'Payments', 'Profile', 'Phones']);
    expect(selfServiceLinksFor(user)[0].to).toBe('/user/home');
    expect(selfServiceLinksFor(admin)).toEqual([]);
    expect(selfServiceLinksFor({ ...user, actions: {} })).toEqual([]);
  });
});
