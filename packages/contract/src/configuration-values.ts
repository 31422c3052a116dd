import { CONTROL_CHARACTER } from './fields.js';

/** How a configuration's value is typed, checked and edited. */
export const CONFIGURATION_TYPES = ['boolean', 'integer', 'decimal', 'text', 'choice'] as const;
export type ConfigurationType = (typeof CONFIGURATION_TYPES)[number];

/** A stored value: booleans and integers as JSON ones, decimals as exact text, text and choices as text. */
export type ConfigurationValue = boolean | number | string;

/** What a row stores besides its value that says which values it takes. */
export interface ConfigurationRule {
  label: string;
  type: ConfigurationType;
  /** Bounds of an integer or decimal (as exact text), or the longest text. */
  min: string | null;
  max: string | null;
  choices: readonly string[] | null;
}

export type ValueCheck = { value: ConfigurationValue } | { error: string };

const DECIMAL = /^-?\d{1,12}(\.\d{1,5})?$/;
const INTEGER = /^-?\d{1,10}$/;

/** a < b for exact decimal text, without turning either into a float. */
function compareDecimals(a: string, b: string) {
  const scale = (text: string) => {
    const [whole, fraction = ''] = text.replace('-', '').split('.');
    return { sign: text.startsWith('-') ? -1n : 1n, digits: BigInt(whole + fraction.padEnd(5, '0')) };
  };
  const [left, right] = [scale(a), scale(b)];
  const difference = left.sign * left.digits - right.sign * right.digits;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

function checkBounds(rule: ConfigurationRule, text: string): string | undefined {
  if (rule.min !== null && compareDecimals(text, rule.min) < 0) return `${rule.label} must be at least ${rule.min}`;
  if (rule.max !== null && compareDecimals(text, rule.max) > 0) return `${rule.label} must be at most ${rule.max}`;
  return undefined;
}

/**
 * Checks a new value against the row's type and the bounds or choices stored with it, answering
 * the value to store or a sentence naming what is wrong. Numbers and booleans may arrive as their
 * text ("60", "true"), as a form sends them.
 */
export function checkConfigurationValue(rule: ConfigurationRule, raw: unknown): ValueCheck {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null;
  switch (rule.type) {
    case 'boolean':
      if (text === 'true' || text === 'false') return { value: text === 'true' };
      return { error: `${rule.label} must be true or false` };
    case 'integer': {
      if (text === null || !INTEGER.test(text)) return { error: `${rule.label} must be a whole number` };
      const error = checkBounds(rule, text);
      return error ? { error } : { value: Number(text) };
    }
    case 'decimal': {
      if (text === null || !DECIMAL.test(text)) return { error: `${rule.label} must be a number with at most 5 decimals` };
      const error = checkBounds(rule, text);
      return error ? { error } : { value: text };
    }
    case 'choice':
      if (text !== null && rule.choices?.includes(text)) return { value: text };
      return { error: `${rule.label} must be one of ${(rule.choices ?? []).join(', ')}` };
    case 'text': {
      if (typeof raw !== 'string') return { error: `${rule.label} must be text` };
      if (CONTROL_CHARACTER.test(text ?? '')) return { error: `${rule.label} contains a control character; remove it` };
      if (rule.min !== null && (text ?? '').length < Number(rule.min)) return { error: `${rule.label} must be at least ${rule.min} characters` };
      if (rule.max !== null && (text ?? '').length > Number(rule.max)) return { error: `${rule.label} must be at most ${rule.max} characters` };
      return { value: text ?? '' };
    }
  }
}
