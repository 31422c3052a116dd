import { checkConfigurationValue, type ConfigurationRule, type ConfigurationType, type ValueCheck } from './configuration-values.js';

/** The sections configurations are listed in, by the key the list answer groups them under. */
export const CONFIGURATION_GROUPS = { billing: 'Billing', telephony: 'Telephony', email: 'E-mail' } as const;
export type ConfigurationGroup = keyof typeof CONFIGURATION_GROUPS;

/** The currencies offered; one given in CURRENCY at the first start is added to them. */
export const CURRENCY_CHOICES = ['NGN', 'USD', 'EUR', 'GBP', 'GHS', 'KES', 'ZAR', 'XOF', 'XAF', 'EGP', 'CAD', 'AUD', 'INR', 'AED'] as const;

/** Currencies with no minor unit (ISO 4217 exponent 0): a franc CFA has no centime, so nobody pays 5,000.50 XOF. */
export const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
export const isWholeUnitCurrency = (currency: string) => WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase());
/** What a payer is told who typed decimals in such a currency. */
export const wholeUnitsMessage = (currency: string) => `Card payments in ${currency.toUpperCase()} are in whole units: enter an amount without decimals`;

/**
 * The time zones an operator may choose (IANA names), UTC first: what the dashboard and reports
 * take "today", a day and an hour in, and what the console shows times in.
 */
export const TIME_ZONE_CHOICES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
export const DEFAULT_TIME_ZONE = 'UTC';

/** "Ringledger <no-reply@example.com>" or a bare address: what a mail server takes as From. */
export const MAIL_SENDER = /^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

/** Nothing, or bare addresses separated by commas: who on staff is told of low balances. */
export const MAIL_RECIPIENTS = /^\s*([^<>\s@,]+@[^<>\s@,]+\s*(,\s*[^<>\s@,]+@[^<>\s@,]+\s*)*)?$/;

interface SettingDescription {
  group: ConfigurationGroup;
  label: string;
  description: string;
  type: ConfigurationType;
  min?: number;
  max?: number;
  choices?: readonly string[];
  /** A shape the value must also have, beyond its type, and the sentence a value without it gets. */
  format?: { pattern: RegExp; message: string };
}

/**
 * Every configuration the platform seeds, each read by the server through `app.settings`. A row
 * whose name is not here is never seeded: a setting nothing reads would only mislead.
 */
export const PLATFORM_SETTINGS = {
  currency: {
    group: 'billing',
    label: 'Currency',
    description: 'The currency every amount is in (ISO 4217), shown beside money in the console',
    type: 'choice',
    choices: CURRENCY_CHOICES,
  },
  currency_decimals: {
    group: 'billing',
    label: 'Currency Decimals',
    description:
      'The decimals every amount shows at least (2 for cents, 0 for a currency without them); decimals beyond them show only where the amount has them',
    type: 'integer',
    min: 0,
    max: 5,
  },
  low_balance_threshold: {
    group: 'billing',
    label: 'Low Balance Threshold',
    description:
      'A call account whose balance falls below this amount is marked "Low balance" in the console; a prepaid one falling below it, and again below zero, is announced once each time by e-mail and webhook',
    type: 'decimal',
    min: 0,
    max: 1_000_000,
  },
  recharge_min: {
    group: 'billing',
    label: 'Minimum Card Recharge',
    description: 'The smallest amount a user may recharge a line with by card, in the currency',
    type: 'decimal',
    min: 0.01,
    max: 100_000_000,
  },
  recharge_max: {
    group: 'billing',
    label: 'Maximum Card Recharge',
    description: 'The largest amount a user may recharge a line with by card in one payment, in the currency',
    type: 'decimal',
    min: 0.01,
    max: 100_000_000,
  },
  cdr_raw_retention_months: {
    group: 'billing',
    label: 'Raw CDR Retention (Months)',
    description:
      'Months the CDRs the switch sent are kept as sent, to check a disputed charge against; older months are dropped whole. Call records themselves are kept',
    type: 'integer',
    min: 1,
    max: 120,
  },
  time_zone: {
    group: 'billing',
    label: 'Time Zone',
    description: 'The time zone the dashboard and reports count "today", days and hours in, and the console shows times in (with the zone beside them)',
    type: 'choice',
    choices: TIME_ZONE_CHOICES,
  },
  did_leg_timeout: {
    group: 'telephony',
    label: 'Default DID Leg Timeout',
    description: 'Seconds a new DID rings its destination before giving up, when it is created without a leg timeout',
    type: 'integer',
    min: 1,
    max: 3600,
  },
  max_call_duration: {
    group: 'telephony',
    label: 'Maximum Call Duration',
    description:
      'Seconds a billable call may talk at most, however much money its account holds; the switch hangs up when its time ends, and that time is what the call holds of the balance while it talks',
    type: 'integer',
    min: 60,
    max: 86400,
  },
  mail_from: {
    group: 'email',
    label: 'E-mail Sender',
    description: 'The From of every e-mail the platform sends (login credentials, low balance alerts)',
    type: 'text',
    min: 3,
    max: 254,
    format: { pattern: MAIL_SENDER, message: 'E-mail Sender must be an address like "Ringledger <no-reply@example.com>"' },
  },
  low_balance_alert_recipients: {
    group: 'email',
    label: 'Low Balance Alert Recipients',
    description:
      'Staff addresses, separated by commas, told whenever a prepaid call account falls below the low balance threshold or below zero (its owner is always told); empty for none',
    type: 'text',
    min: 0,
    max: 1000,
    format: { pattern: MAIL_RECIPIENTS, message: 'Low Balance Alert Recipients must be e-mail addresses separated by commas' },
  },
} as const satisfies Record<string, SettingDescription>;

export type SettingName = keyof typeof PLATFORM_SETTINGS;

type ValueOf<T extends ConfigurationType> = T extends 'boolean' ? boolean : T extends 'integer' ? number : string;

/** The value each known setting holds, as the server reads it. */
export type SettingValues = { [K in SettingName]: ValueOf<(typeof PLATFORM_SETTINGS)[K]['type']> };

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(PLATFORM_SETTINGS, name);
}

/** The extra shape a known setting's value must have, checked after its type. */
export function settingFormatError(name: string, value: unknown): string | undefined {
  if (!isSettingName(name)) return undefined;
  const setting: SettingDescription = PLATFORM_SETTINGS[name];
  if (!setting.format || typeof value !== 'string') return undefined;
  return setting.format.pattern.test(value) ? undefined : setting.format.message;
}

/**
 * A configuration's value checked as it is stored: against its row's type and rule, then against
 * the shape its setting also needs. The server checks every change with it, and the console's form
 * checks with it before sending, so both say the same sentence.
 */
export function checkSettingValue(row: ConfigurationRule & { name: string }, raw: unknown): ValueCheck {
  const checked = checkConfigurationValue(row, raw);
  if ('error' in checked) return checked;
  const error = settingFormatError(row.name, checked.value);
  return error ? { error } : checked;
}
