import { z } from 'zod';
import { checkSettingValue, type ConfigurationRecord, type ConfigurationValue } from '@ringledger/contract';

/** What the form holds: the chosen configuration's id and its new value, both as their inputs' text. */
export interface UpdateValues {
  id: string;
  value: string;
}

/** What a valid form sends: the row and the value as the server would store it. */
export interface ConfigurationChange {
  id: number;
  value: ConfigurationValue;
}

/** A stored value as its input holds it: a flag as "true"/"false", a number as its digits. */
export function inputTextOf(value: ConfigurationValue) {
  return String(value);
}

/**
 * The form's rules: a configuration is chosen (spec §5: "id required"), and its value passes the
 * same check the server makes, so the sentence under the field is the one the server would answer.
 */
export function updateSchema(rowOf: (id: string) => ConfigurationRecord | undefined) {
  return z.object({ id: z.string(), value: z.string() }).transform((input, context): ConfigurationChange => {
    const row = rowOf(input.id);
    if (!row) {
      context.addIssue({ code: 'custom', path: ['id'], message: 'Configuration is required' });
      return z.NEVER;
    }
    const checked = checkSettingValue(row, input.value);
    if ('error' in checked) {
      context.addIssue({ code: 'custom', path: ['value'], message: checked.error });
      return z.NEVER;
    }
    return { id: row.id, value: checked.value };
  });
}
