import { describe, expect, it } from 'vitest';
import type { ResourceDescription } from './resource.js';
import { registry } from './registry.js';

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
