import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';

export const DEFAULT_MAIL_FROM = 'Ringledger <no-reply@localhost>';

export interface MailMessage {
  /** The sender, read from the mail_from configuration when the message is made, so a change applies to the next one. */
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; rejects when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Delivers through an SMTP server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function createSmtpMailer(options: { url: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

/** Sortable by time, unique without coordination: 20250101T120000123Z-1a2b3c4d5e6f.eml */
function outboxFileName() {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(6).toString('hex')}.eml`;
}

/**
 * Without an SMTP server, each message is written as a complete .eml file for an operator to
 * read or forward. The files hold passwords, so only the server's own user may read them.
 */
export function createOutboxMailer(options: { directory: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(options.directory, { recursive: true, mode: 0o700 });
      await writeFile(path.join(options.directory, outboxFileName()), info.message, { flag: 'wx', mode: 0o600 });
    },
  };
}

/** SMTP when a server is configured, else the outbox directory. */
export function createMailer(options: { smtpUrl?: string; outboxDirectory: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer({ url: options.smtpUrl }) : createOutboxMailer({ directory: options.outboxDirectory });
}

/** For an app built without a configured mailer (tests, tools): an outbox under the system's temp directory. */
export function createTemporaryOutboxMailer(): Mailer {
  return createOutboxMailer({ directory: path.join(os.tmpdir(), 'ringledger-outbox') });
}
