import { describe, expect, it } from 'vitest';
import { formSections, pageLayout, parentIdOf } from './layout.js';
import { labelOf } from './labels.js';
import { registry } from './registry.js';
import type { ResourceDescription } from './resource.js';
import { callAccounts } from './resources/call-accounts.js';
import { dids } from './resources/dids.js';
import { users } from './resources/users.js';
import { trunks } from './resources/trunks.js';
import { rates } from './resources/rates.js';
import { callCenterTiers } from './resources/call-center-tiers.js';
import { extensionDids } from './resources/extension-dids.js';

/** The row a reference key reads as on a page (`account_id` as `account`); undefined for a key that is no reference. */
function embedNaming(resource: ResourceDescription, key: string) {
  if (key === 'created_by_id') return 'created_by';
  const field = resource.fields[key];
  if (field?.linked) return field.linked.embed;
  if (field?.input.kind === 'lookup') return field.input.embed ?? key.replace(/_id$/, '');
  return undefined;
}

describe("a record's page", () => {
  it.each(registry.map((resource) => [resource.name, resource] as const))(
    'of %s shows every key its record answers: in the lead, the summary, a section or the technical details',
    (_name, resource) => {
      const page = pageLayout(resource);
      const onPage = new Set([...page.lead, ...(page.summary?.keys ?? []), ...page.sections.flatMap((section) => section.keys), ...page.technical]);
      const lost = Object.keys(resource.record.shape).filter((key) => {
        const embed = embedNaming(resource, key);
        return !onPage.has(key) && !(embed && onPage.has(embed)) && key !== parentIdOf(resource);
      });
      expect(lost).toEqual([]);
    },
  );

  it("shows where a DID goes by name: what it rings, and its queue's name rather than the queue's id", () => {
    const routing = pageLayout(dids).sections.find((section) => section.title === 'Routing');
    expect(routing?.keys).toEqual(expect.arrayContaining(['rings', 'call_type', 'queue']));
    expect(routing?.keys).not.toContain('call_type_id');
    expect(labelOf(dids, 'queue')).toBe('Queue');
  });

  it("leaves out the parent's id of a row only shown under its parent (a rate's pricelist)", () => {
    const page = pageLayout(rates);
    expect([...page.sections.flatMap((section) => section.keys), ...page.technical]).not.toContain('pricelist_id');
  });

  it('leads with the name and status, names references by their row and folds the technical keys away', () => {
    const page = pageLayout(dids);
    expect(page.lead).toEqual(['number', 'enabled']);
    expect(page.sections[0]).toEqual({
      title: 'Billing',
      keys: ['account', 'call_billing_account', 'cost', 'connectcost', 'includedseconds', 'init_inc', 'inc'],
    });
    expect(page.technical).toEqual(['id', 'created_by', 'created_at', 'updated_at']);
    const everyKey = [...page.lead, ...page.sections.flatMap((section) => section.keys), ...page.technical];
    expect(everyKey).not.toContain('account_id');
    expect(everyKey).not.toContain('created_by_id');
  });

  it('names a reference whose field is not `<key>_id` (a failover gateway) by the row its lookup embeds', () => {
    const page = pageLayout(trunks);
    expect(page.sections[0]?.keys.slice(0, 3)).toEqual(['gateway', 'failover_1', 'failover_2']);
    const everyKey = [...page.lead, ...page.sections.flatMap((section) => section.keys), ...page.technical];
    expect(everyKey).not.toContain('failover_gateway_1');
    expect(labelOf(trunks, 'failover_1')).toBe('Failover Gateway 1');
  });

  it('shows summary cards once: never again among the sections', () => {
    const page = pageLayout(callAccounts);
    expect(page.summary).toEqual({ title: 'Billing Summary', keys: ['balance', 'credit_limit', 'postpaid', 'pricelist'] });
    const sectionKeys = page.sections.flatMap((section) => section.keys);
    for (const key of [...(page.summary?.keys ?? []), ...page.lead]) expect(sectionKeys).not.toContain(key);
    expect(page.sections.find((section) => section.title === 'Telephony')?.keys).toEqual(['domain']);
    expect(page.technical).not.toContain('domain_id');
  });

  it("shows an owner picked by type (a call account's `type_id`) as its embedded row, once, beside its type", () => {
    const owner = pageLayout(callAccounts).sections.find((section) => section.title === 'Owner');
    expect(owner?.keys).toEqual(['type', 'user', 'main_account', 'description']);
    expect(pageLayout(callAccounts).technical).not.toContain('user');
  });
});

describe('a form', () => {
  it('puts the leading fields no section holds first, then each section, and leaves no field out', () => {
    const fields = Object.keys(dids.fields);
    const sections = formSections(dids, fields);
    expect(sections[0]).toEqual({ keys: ['number', 'enabled'] });
    expect(sections.map((section) => section.title)).toEqual([undefined, 'Billing', 'Routing', 'Voicemail and recording']);
    expect(sections.flatMap((section) => section.keys).sort()).toEqual([...fields].sort());
  });

  it('explains every increment under its input, wherever one is typed (a DID, a pricelist, a rate)', () => {
    const increments = registry.flatMap((resource) => ['init_inc', 'inc'].flatMap((name) => resource.fields[name] ?? []));
    expect(increments.length).toBeGreaterThanOrEqual(6);
    for (const field of increments) expect(field.help, field.label).toMatch(/^Seconds billed for /);
  });

  it('shows only the fields of its mode', () => {
    const create = formSections(
      users,
      Object.keys(users.fields).filter((name) => name !== 'role_id'),
    );
    expect(create.flatMap((section) => section.keys)).not.toContain('role_id');
  });
});

describe('labels', () => {
  it('give one label per key, wherever it shows', () => {
    expect(labelOf(users, 'firstname')).toBe('First Name');
    expect(labelOf(dids, 'call_billing_account')).toBe('Call Account');
    expect(labelOf(dids, 'maxchannels')).toBe('Max Channels');
    expect(labelOf(dids, 'created_at')).toBe('Created At');
    expect(labelOf(callAccounts, 'balance')).toBe('Balance');
  });

  it('read a path into an embedded row as its own label, else as the row', () => {
    expect(labelOf(callCenterTiers, 'agent.name')).toBe('Agent');
    expect(labelOf(extensionDids, 'did.number')).toBe('Number');
  });

  it('spell an id "ID" in every label, spelled out or written', () => {
    expect(labelOf(rates, 'pricelist_id')).toBe('Pricelist ID');
    for (const resource of registry) {
      const keys = new Set([...Object.keys(resource.record.shape), ...Object.keys(resource.fields), ...resource.columns]);
      const labels = [...keys].map((key) => labelOf(resource, key));
      expect(
        labels.filter((label) => /\bId\b/.test(label)),
        resource.name,
      ).toEqual([]);
    }
  });
});
