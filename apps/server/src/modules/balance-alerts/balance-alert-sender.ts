import type { Database } from '../../db/client.js';
import { listenForAnnouncements } from '../../db/announcements.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SettingsCache } from '../../settings/settings-cache.js';
import { postEvent, type WebhookTarget } from './alert-webhook.js';
import { ownerLetter, recipientsOf, staffLetter, webhookEvent, type MoneyStyle } from './balance-alert-messages.js';
import { claimDueAlert, recordDelivery, type AlertStep, type DueAlert } from './balance-alerts.queries.js';

/** The balance trigger announces every alert it writes here, heard once the balance change commits (migration 0029). */
const CHANNEL = 'rl_balance_alerts';
/** Ten tries over about four and a half hours, then the alert is left with its last error. */
const MAX_ATTEMPTS = 10;
const retryAfterSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

export interface BalanceAlertOptions {
  db: Database;
  mailer: Mailer;
  settings: SettingsCache;
  /** Where the signed JSON events go; none when not configured. */
  webhook?: WebhookTarget;
  consoleUrl: string;
  log: (message: string, error?: unknown) => void;
  /** How often alerts due for a retry (or missed while not listening) are looked for. */
  pollMs?: number;
}

/**
 * Delivers the alerts the balance trigger writes, after the transaction that wrote them has
 * committed: the owner's letter, the staff letter and the webhook, each step recorded as it
 * succeeds so a retry repeats only what failed. Every server instance runs one; an alert is
 * claimed with FOR UPDATE SKIP LOCKED, so it is delivered by one of them, once.
 */
export function startBalanceAlerts(options: BalanceAlertOptions) {
  let isRunning = false;
  let isWanted = false;
  let isClosed = false;
  let current: Promise<void> = Promise.resolve();
  const announcements = listenForAnnouncements(options.db, {
    channels: [CHANNEL],
    hear: () => wake(),
    // On (re)connecting: alerts written while nobody listened are sent now.
    reset: () => wake(),
    lostMessage: 'lost the balance alert announcements; looking for alerts every half minute until they are back',
    log: (message) => options.log(message),
  });
  const timer = setInterval(() => wake(), options.pollMs ?? 30_000);
  timer.unref();

  function wake() {
    if (isClosed) return;
    if (isRunning) {
      isWanted = true;
      return;
    }
    isRunning = true;
    current = drain().finally(() => {
      isRunning = false;
      if (isWanted && !isClosed) {
        isWanted = false;
        wake();
      }
    });
  }

  async function drain() {
    try {
      while (!isClosed && (await deliverNext()));
    } catch (error) {
      options.log('could not deliver the balance alerts', error);
    }
  }

  async function deliverNext() {
    const client = await options.db.$client.connect();
    try {
      await client.query('begin');
      const alert = await claimDueAlert(client);
      if (alert) await recordDelivery(client, await deliver(alert));
      await client.query('commit');
      return alert !== undefined;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function deliver(alert: DueAlert) {
    const money: MoneyStyle = { currency: options.settings.get('currency'), decimals: options.settings.get('currency_decimals') };
    const from = options.settings.get('mail_from');
    const steps: Record<AlertStep, () => Promise<void> | undefined> = {
      owner_mailed_at: () => {
        const letter = ownerLetter(alert, money, options.consoleUrl);
        return letter && options.mailer.send({ from, ...letter });
      },
      staff_mailed_at: () => {
        const letter = staffLetter(alert, money, recipientsOf(options.settings.get('low_balance_alert_recipients')));
        return letter && options.mailer.send({ from, ...letter });
      },
      webhook_sent_at: () => options.webhook && postEvent(options.webhook, webhookEvent(alert, money)),
    };
    const done: AlertStep[] = [];
    const errors: string[] = [];
    for (const [step, run] of Object.entries(steps) as [AlertStep, () => Promise<void> | undefined][]) {
      if (alert[step] !== null) continue;
      try {
        await run();
        done.push(step);
      } catch (error) {
        errors.push(`${step.replace(/_at$/, '')}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const attempts = alert.attempts + 1;
    const error = errors.length > 0 ? errors.join('; ') : null;
    if (error) options.log(`balance alert ${alert.id} not fully delivered (attempt ${attempts} of ${MAX_ATTEMPTS}): ${error}`);
    return { id: alert.id, done, error, isFinished: !error || attempts >= MAX_ATTEMPTS, retryAfterSeconds: retryAfterSeconds(attempts) };
  }

  return {
    listen: announcements.listen,
    /** Resolves once the alerts due now have been tried (tests). */
    async deliverDue() {
      wake();
      while (isRunning) await current;
    },
    async close() {
      isClosed = true;
      clearInterval(timer);
      await announcements.close();
      await current;
    },
  };
}

export type BalanceAlerts = ReturnType<typeof startBalanceAlerts>;
