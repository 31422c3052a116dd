import type { z } from 'zod';
import type { FieldDescription, LookupNarrowing } from './resource.js';
import { flag, moneyInput, reference, requiredText, text, wholeNumber } from './fields.js';

/*
 * The field descriptions resources keep writing: each builder takes the label forms show and the
 * rest of the description as it is (required, nullable, default, help…), so a field reads as one
 * line and its literal options still type the server's hooks.
 */

/** What a builder passes through untouched. */
type FieldOptions = Omit<FieldDescription, 'schema' | 'label' | 'input'>;
/** The name messages use when it is not the label (`Max channels` for "Max Channels"). */
type Named = { named?: string };

/** A yes/no field shown as a true/false select. */
export const yesNo = (label: string) => ({ schema: flag(label), label, input: { kind: 'boolean' } }) as const;

/** One of an enum's values, picked from a list that spells them as they are. */
export const selectField = <const S extends z.ZodEnum, const O extends FieldOptions>(label: string, schema: S, options: O) =>
  ({ schema, label, input: { kind: 'select', options: schema.options.map((value) => ({ value: String(value), text: String(value) })) }, ...options }) as const;

/** Text, on one line or several (`multiline`); a required one is refused blank with "<named> is required". */
export const textField = <const O extends FieldOptions & Named & { max?: number; multiline?: boolean }>(
  label: string,
  { named = label, max = 255, multiline, ...options }: O,
) =>
  ({
    schema: options.required ? requiredText(`${named} is required`, max, named) : text(named, max),
    label,
    input: { kind: multiline ? 'textarea' : 'text' },
    ...options,
  }) as const;

/** The free-text notes most records carry. */
export const descriptionField = textField('Description', { max: 1000, multiline: true, nullable: true });

/** A whole number from `min` (to `max`), typed in steps of one. */
export const numberField = <const O extends FieldOptions & Named & { min: number; max?: number }>(label: string, { named = label, min, max, ...options }: O) =>
  ({ schema: wholeNumber(named, min, max), label, input: { kind: 'number', min, step: 1 }, ...options }) as const;

/** An exact, non-negative amount of money. */
export const moneyField = <const O extends FieldOptions & Named>(label: string, { named = label, ...options }: O) =>
  ({ schema: moneyInput(named), label, input: { kind: 'number', min: 0 }, ...options }) as const;

/** Rows held by the customer of the form's account (`account_id`): its call accounts, its DIDs. */
export const ofAccountsCustomer = { field: 'account_id', filter: 'customer_of_account' } as const;

/**
 * A row of `resource`, picked by its `display`. Unless `message` says otherwise, a required one
 * is refused with "<label> is required" and a wrong id with "The chosen <label> does not exist".
 */
export const lookupField = <const O extends FieldOptions & { message?: string; missing?: string; embed?: string; narrowedBy?: LookupNarrowing }>(
  label: string,
  resource: string,
  display: string,
  { message, missing, embed, narrowedBy, ...options }: O,
) =>
  ({
    schema: reference(message ?? (options.required ? `${label} is required` : `The chosen ${label.toLowerCase()} does not exist`)),
    label,
    input: { kind: 'lookup', resource, display, ...(missing && { missing }), ...(embed && { embed }), ...(narrowedBy && { narrowedBy }) },
    ...options,
  }) as const;
