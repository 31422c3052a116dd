import { z } from 'zod';
import { customerAnswer, customerBody, customerFormSections } from '@ringledger/contract';
import type { FormValues } from '../../framework/forms/form-values';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The form's starting values: every field present under its section (`account: {number}`), so the
 * phone rule finds the numbers to fill in, with the description's defaults ("Main", "Primary Account").
 */
export function customerDefaults(): FormValues {
  const values: FormValues = {};
  for (const section of customerFormSections) {
    for (const [name, field] of Object.entries(section.fields)) {
      const path = name.split('.');
      const key = path.pop() ?? name;
      let holder = values;
      for (const part of path) {
        const next = holder[part];
        holder[part] = isRecord(next) ? next : {};
        holder = holder[part] as FormValues;
      }
      holder[key] = field.default;
    }
  }
  return values;
}

/** A DID or caller ID section left empty is no request for one: it is left out rather than refused as incomplete. */
function withoutEmptySections(values: FormValues) {
  const isEmpty = (section: unknown) => isRecord(section) && Object.values(section).every((value) => value === undefined || value === null);
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !['did', 'account_caller_id'].includes(name) || !isEmpty(value)));
}

/** The form is checked as the server checks the body, with the same sentences. */
export const customerFormSchema = z.record(z.string(), z.unknown()).transform(withoutEmptySections).pipe(customerBody);

/** What a saved customer hands the user's page, shown there once: the device's SIP credentials, and the portal login when one was made. */
export const sipCredentialsState = z.object({
  sipCredentials: customerAnswer.shape.customer.shape.device,
  portalLogin: customerAnswer.shape.customer.shape.portal_login.unwrap().optional(),
});
export type SipCredentials = z.infer<typeof sipCredentialsState>['sipCredentials'];
export type PortalLogin = NonNullable<z.infer<typeof sipCredentialsState>['portalLogin']>;
