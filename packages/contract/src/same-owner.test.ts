import { describe, expect, it } from 'vitest';
import type { ResourceDescription } from './resource.js';
import { findResource, registry } from './registry.js';

/** Fields the console picks from another resource's rows, by that resource's name. */
function lookupsTo(resource: ResourceDescription, target: string) {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.input?.kind === 'lookup' && field.input.resource === target)
    .map(([name]) => name);
}

const linkingAccountToCallAccount = registry.filter(
  (resource) => lookupsTo(resource, 'accounts').length > 0 && lookupsTo(resource, 'call_accounts').length > 0,
);

describe('money stays with its customer', () => {
  it('holds for the DIDs at least, so the rule below is never about nothing', () => {
    expect(linkingAccountToCallAccount.map((resource) => resource.name)).toContain('dids');
  });

  it.each(linkingAccountToCallAccount.map((resource) => [resource.name, resource] as const))(
    '%s, which links an account and a call account, declares them of one owner',
    (_name, resource) => {
      const linked = [...lookupsTo(resource, 'accounts'), ...lookupsTo(resource, 'call_accounts')];
      expect(resource.sameOwner ?? [], `${resource.name}.sameOwner`).toEqual(expect.arrayContaining(linked));
    },
  );
});

const narrowedLookups = registry.flatMap((resource) =>
  Object.entries(resource.fields).flatMap(([name, field]) =>
    field.input?.kind === 'lookup' && field.input.narrowedBy
      ? [[`${resource.name}.${name}`, resource, field.input.resource, field.input.narrowedBy] as const]
      : [],
  ),
);

describe('lookups narrowed by another field', () => {
  it('include the call account of every form that pairs one with an account', () => {
    const narrowed = narrowedLookups.map(([path]) => path);
    for (const resource of linkingAccountToCallAccount.filter((candidate) => !candidate.rowsOf && candidate.operations.includes('create'))) {
      for (const name of lookupsTo(resource, 'call_accounts')) expect(narrowed, `${resource.name}.${name}`).toContain(`${resource.name}.${name}`);
    }
  });

  it.each(narrowedLookups)(
    '%s names a field of its form (or its parent row) and a list filter of the rows it offers',
    (_path, resource, target, narrowedBy) => {
      // A form's own field, or a key of the parent row the form's page has loaded.
      const parent = findResource(resource.parent?.resource ?? '');
      const known = narrowedBy.of === 'parent' ? Object.keys(parent?.record.shape ?? {}) : Object.keys(resource.fields);
      expect(known).toContain(narrowedBy.field);
      expect(Object.keys(findResource(target)?.filters ?? {})).toContain(narrowedBy.filter);
    },
  );
});
