import { describe, expect, it } from 'vitest';
import { extensionDevices, extensionDids, registry, userLogins } from '@ringledger/contract';
import { fieldsFixedAtCreation } from './fixed-at-creation';

const audit = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', created_by_id: null, created_by: null };

describe('fieldsFixedAtCreation', () => {
  it("shows a device's username on edit, as it is", () => {
    const device = { id: 3, device_id: 3, extension_id: 7, username: 'desk-100', description: null, enabled: true, ...audit };
    expect(fieldsFixedAtCreation(extensionDevices, device).map(({ name, text }) => [name, text])).toEqual([['username', 'desk-100']]);
  });

  it("reads a looked-up row by its number: an assignment's DID", () => {
    const assignment = { id: 9, extension_id: 7, extension: { username: '1001' }, did_id: 12, did: { number: '2348030000001' }, enabled: true, ...audit };
    expect(fieldsFixedAtCreation(extensionDids, assignment).map(({ text }) => text)).toEqual(['2348030000001']);
  });

  it('leaves out what the record does not answer, such as the address a login was mailed to', () => {
    expect(fieldsFixedAtCreation(userLogins, { id: 1, user_id: 2, login: 'ada', ...audit })).toEqual([]);
  });

  it('fixes no field of a resource whose fields may all be edited', () => {
    const others = registry.filter((resource) => !Object.values(resource.fields).some((field) => field.only === 'create'));
    for (const resource of others) {
      const everyField = Object.fromEntries(Object.keys(resource.fields).map((name) => [name, 'value']));
      expect(fieldsFixedAtCreation(resource, { id: 1, ...everyField })).toEqual([]);
    }
  });
});
