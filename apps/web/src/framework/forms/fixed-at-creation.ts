import type { FieldDescription, ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { readValue } from '../table/format-value';

export interface FixedField {
  name: string;
  field: FieldDescription;
  /** The value as the record's page reads it: a looked-up row by its number or name. */
  text: string;
}

/** The key a field's value reads from: a lookup's embedded row (`did`), else the field itself. */
function shownKey(name: string, field: FieldDescription, record: RecordRow) {
  if (field.input.kind !== 'lookup') return name;
  const embed = field.input.embed ?? name.replace(/_id$/, '');
  return embed in record ? embed : name;
}

/**
 * The fields set only when creating that the record still carries (a device's username): an
 * edit form shows them with their value, fixed, so the person sees what cannot change. One the
 * record does not answer (the address a login was mailed to) stays out.
 */
export function fieldsFixedAtCreation(resource: ResourceDescription, record: RecordRow): FixedField[] {
  return Object.entries(resource.fields)
    .filter(([name, field]) => field.only === 'create' && name in record)
    .map(([name, field]) => ({ name, field, text: readValue(resource, record, shownKey(name, field, record)) }));
}
