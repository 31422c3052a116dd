import { registry, type AuditAction } from '@ringledger/contract';

/** What an action reads as in the console. */
export const ACTION_TEXT: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
  credit: 'Credited',
  debit: 'Debited',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  password_change: 'Password changed',
  password_reset: 'Password reset',
  configure: 'Configured',
  rerate: 'Re-rated calls',
  reveal: 'Revealed a secret',
};

/** The resources an entry may name: every resource that holds rows of its own (a user's accounts are accounts). */
export const AUDITED_RESOURCES = registry
  .filter((resource) => !resource.rowsOf && resource.name !== 'audit_log')
  .map((resource) => ({ name: resource.name, text: resource.plural[0].toUpperCase() + resource.plural.slice(1) }))
  .sort((a, b) => a.text.localeCompare(b.text));

export function actionText(action: string) {
  return ACTION_TEXT[action as AuditAction] ?? action;
}

export function resourceText(name: string) {
  return AUDITED_RESOURCES.find((resource) => resource.name === name)?.text ?? name;
}

/** A field's value in an entry as one line: text as it is, the rest as JSON, nothing as an em dash. */
export function entryValueText(value: unknown) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields an entry names, before and after, in the order they first appear. */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
}
