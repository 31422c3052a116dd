import { describe, expect, it } from 'vitest';
import { accounts, callAccounts, callCenterQueues, createSchema, dids, domains, updateSchema, userLogins, users } from '@ringledger/contract';
import { bodyValues, changedFields, createDefaults, isSameValue, parseInput, pickValues, recordValues } from './form-values';

const { leg_timeout, enabled, ringback, number } = dids.fields;

describe('parseInput', () => {
  it('turns "true"/"false" into booleans and numeric text into numbers', () => {
    expect(parseInput(enabled, 'true', 'create')).toBe(true);
    expect(parseInput(enabled, 'false', 'create')).toBe(false);
    expect(parseInput(leg_timeout, '45', 'create')).toBe(45);
    expect(parseInput(number, '0123', 'create')).toBe('0123');
  });

  it('omits an emptied field on create, and clears nullable or required ones with null on edit', () => {
    expect(parseInput(ringback, '  ', 'create')).toBeUndefined();
    expect(parseInput(ringback, '', 'edit')).toBeNull();
    expect(parseInput(number, '', 'edit')).toBeNull();
    expect(parseInput(leg_timeout, '', 'edit')).toBeUndefined();
  });

  it('omits an emptied field required only when creating on edit, so the edit simply leaves it out', () => {
    expect(parseInput(userLogins.fields.send_to_email, '', 'edit')).toBeUndefined();
    expect(parseInput(userLogins.fields.login, '', 'edit')).toBeNull();
  });
});

describe('form values', () => {
  it('starts a create form from the description defaults', () => {
    expect(createDefaults(dids)).toMatchObject({ leg_timeout: undefined, enabled: true, simultaneous_extension: false, number: undefined });
  });

  it('loads money as numbers and finds only the changed fields', () => {
    const loaded = recordValues(dids, { id: 1, number: '123', cost: '0.50000', ringback: null, leg_timeout: 60 });
    expect(loaded.cost).toBe(0.5);
    const changed = changedFields(loaded, { ...loaded, ringback: '', leg_timeout: 30 });
    expect(changed).toEqual(['leg_timeout']);
    expect(pickValues({ leg_timeout: 30, number: '9' }, changed)).toEqual({ leg_timeout: 30 });
  });

  it("counts a settings object as changed by its content, not by being the form's copy", () => {
    const loaded = recordValues(domains, { id: 1, name: 'sip.example.com', variables: { user_context: 'default', toll_allow: 'local' }, parameters: {} });
    const copy = structuredClone(loaded);
    expect(changedFields(loaded, copy)).toEqual([]);
    expect(changedFields(loaded, { ...copy, variables: { toll_allow: 'local', user_context: 'default' } })).toEqual([]);
    expect(changedFields(loaded, { ...copy, variables: { user_context: 'public', toll_allow: 'local' } })).toEqual(['variables']);
    expect(changedFields(loaded, { ...copy, variables: { user_context: 'default' } })).toEqual(['variables']);
    expect(changedFields(loaded, { ...copy, parameters: { 'dial-string': 'x' } })).toEqual(['parameters']);
  });

  it('compares lists item by item, and dates never as empty objects', () => {
    expect(isSameValue([['a', '1']], [['a', '1']])).toBe(true);
    expect(isSameValue([['a', '1']], [['a', '2']])).toBe(false);
    expect(isSameValue({ a: '1' }, [['a', '1']])).toBe(false);
    expect(isSameValue(new Date(0), new Date(1))).toBe(false);
  });
});

describe('fields of one mode', () => {
  it('leaves the edit-only role out of a create form and the loaded values of an edit form keep it', () => {
    expect(createDefaults(users)).not.toHaveProperty('role_id');
    expect(recordValues(users, { id: 1, firstname: 'Ada', role_id: 3, name: 'Ada Obi' })).toMatchObject({ firstname: 'Ada', role_id: 3 });
  });

  it('loads only the fields a form shows, never derived record fields', () => {
    expect(recordValues(users, { id: 1, name: 'Ada Obi', created_by: null })).not.toHaveProperty('name');
  });
});

describe('linked fields', () => {
  it('names the owner of a new account by the preset type, with the preset id', () => {
    const values = createDefaults(accounts, { type: 'user', user_id: 7, number: '8031234567' });
    expect(values).toMatchObject({ type: 'user', user_id: 7, number: '8031234567', maxchannels: 1 });
    expect(values).not.toHaveProperty('type_id');
  });

  it('keeps the plain name until a type is chosen', () => {
    expect(createDefaults(accounts)).toHaveProperty('type_id', undefined);
  });

  it("loads a record's type_id under the name its type gives it", () => {
    expect(recordValues(callAccounts, { id: 1, type: 'provider', type_id: 4 })).toMatchObject({ type: 'provider', provider_id: 4 });
    expect(recordValues(callAccounts, { id: 1, type: 'user', type_id: 9 })).toMatchObject({ type: 'user', user_id: 9 });
  });

  it('sends what the schema read as type_id under the chosen name', () => {
    const parsed = createSchema(accounts).parse({ type: 'provider', provider_id: 5, number: '8031234567', localization_id: 2 });
    const body = bodyValues(accounts, 'create', parsed);
    expect(body).toMatchObject({ type: 'provider', provider_id: 5 });
    expect(body).not.toHaveProperty('type_id');
    expect(createSchema(accounts).parse(body)).toMatchObject({ type_id: 5 });
  });

  it('sends a switched type with the new owner only', () => {
    const record = { id: 1, type: 'user', type_id: 9, number: '8031234567', localization_id: 2, allow_ip_management: false, maxchannels: 1 };
    const loaded = recordValues(accounts, { ...record, call_recording: false, charge_per_min: 1, cps: 1, enabled: true });
    const current = { ...loaded, type: 'provider', user_id: undefined, provider_id: 4 };
    const changed = changedFields(loaded, current);
    expect(changed.sort()).toEqual(['provider_id', 'type', 'user_id']);
    const parsed = updateSchema(accounts).parse(current);
    expect(pickValues(bodyValues(accounts, 'edit', parsed), changed)).toEqual({ type: 'provider', provider_id: 4 });
  });
});

describe('a group of settings (a queue’s parameters)', () => {
  it("starts from its settings' defaults, and loads every setting so that an untouched form is unchanged", () => {
    expect(createDefaults(callCenterQueues).parameters).toEqual({
      strategy: 'ring-progressively',
      'time-base-score': 'queue',
      'tier-rule-wait-second': 300,
      'max-wait-time': 0,
    });
    const loaded = recordValues(callCenterQueues, { id: 1, name: 'support', parameters: { strategy: 'top-down', 'moh-sound': 4 } });
    expect(loaded.parameters).toMatchObject({ strategy: 'top-down', 'moh-sound': 4, 'tier-rules-apply': null, 'max-wait-time-with-no-agent': null });
    expect(changedFields(loaded, { ...loaded, parameters: Object.assign({}, loaded.parameters, { 'tier-rules-apply': undefined }) })).toEqual([]);
    expect(changedFields(loaded, { ...loaded, parameters: Object.assign({}, loaded.parameters, { 'moh-sound': null }) })).toEqual(['parameters']);
  });
});
