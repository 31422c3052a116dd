import type { MailMessage } from '../../mail/mailer.js';
import { letterTo } from '../../mail/letter.js';
import type { DueAlert } from './balance-alerts.queries.js';

/** What a message needs besides the alert: how the platform shows money now. */
export interface MoneyStyle {
  currency: string;
  /** The decimals every amount shows at least (the currency_decimals configuration). */
  decimals: number;
}

/** An exact amount as the console shows it: at least `decimals` decimals, more only where it has them. */
export function amountText(value: string, decimals: number) {
  const [whole, fraction = ''] = value.split('.');
  const significant = fraction.replace(/0+$/, '');
  const digits = significant.length > decimals ? significant : significant.padEnd(decimals, '0');
  return digits === '' ? whole : `${whole}.${digits}`;
}

const EVENT_TYPES = { low: 'call_account.balance_low', negative: 'call_account.balance_negative' } as const;

function describe(alert: DueAlert, money: MoneyStyle) {
  const amount = (value: string) => `${amountText(value, money.decimals)} ${money.currency}`;
  const account = `${alert.call_account.name} (${alert.call_account.number})`;
  const where =
    alert.level === 'negative'
      ? `is ${amount(alert.balance)}: below zero`
      : `is ${amount(alert.balance)}, below the low balance mark of ${amount(alert.threshold)}`;
  return { account, where };
}

/** The owner's letter; none when the account has no owner with an e-mail address. */
export function ownerLetter(alert: DueAlert, money: MoneyStyle, consoleUrl: string): Omit<MailMessage, 'from'> | undefined {
  if (!alert.owner?.email) return undefined;
  const { account, where } = describe(alert, money);
  const subject = alert.level === 'negative' ? `Your balance is below zero: ${account}` : `Your balance is low: ${account}`;
  return letterTo({ to: alert.owner.email, firstname: alert.owner.firstname }, subject, [
    `The balance of your call account ${account} ${where}.`,
    alert.level === 'negative' ? 'Calls may stop until it is recharged.' : 'Recharge it in time to keep your calls going.',
    '',
    `Recharge it at ${consoleUrl}`,
  ]);
}

/** One letter to every staff address listed; none when the list is empty. */
export function staffLetter(alert: DueAlert, money: MoneyStyle, recipients: readonly string[]): Omit<MailMessage, 'from'> | undefined {
  if (recipients.length === 0) return undefined;
  const { account, where } = describe(alert, money);
  const owner = alert.owner ? `${alert.owner.name}'s` : 'The';
  return {
    to: recipients.join(', '),
    subject: `${alert.level === 'negative' ? 'Below zero' : 'Low balance'}: ${alert.owner?.name ?? 'call account'} ${account}`,
    text: [`${owner} call account ${account} ${where}.`, '', `Alert ${alert.id}, raised at ${alert.created_at}.`].join('\n'),
  };
}

/** The webhook's body: one JSON event, its id stable across retries so a receiver can drop repeats. */
export function webhookEvent(alert: DueAlert, money: MoneyStyle) {
  return {
    id: `balance-alert-${alert.id}`,
    type: EVENT_TYPES[alert.level],
    occurred_at: alert.created_at,
    call_account: alert.call_account,
    owner: alert.owner ? { id: alert.owner.id, name: alert.owner.name, email: alert.owner.email } : null,
    balance: alert.balance,
    threshold: alert.threshold,
    currency: money.currency,
  };
}

/** The staff addresses of the low_balance_alert_recipients configuration. */
export const recipientsOf = (setting: string) =>
  setting
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
