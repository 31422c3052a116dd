import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { letterTo } from '../../mail/letter.js';

export interface CredentialMailSettings {
  mailer: Mailer;
  /** The console's address as people reach it, for the link in the message. */
  consoleUrl: string;
  /** The sender, as the mail_from configuration reads now. */
  from: string;
}

export interface Credentials {
  to: string;
  firstname: string;
  login: string;
  /** The password just set; null when an edit kept it, which the server cannot read back (it keeps only a hash). */
  password: string | null;
}

export function credentialsMessage(credentials: Credentials, consoleUrl: string): Omit<MailMessage, 'from'> {
  const { password } = credentials;
  return letterTo(credentials, 'Your Ringledger sign-in details', [
    'You can now sign in to the Ringledger console.',
    '',
    `Console:  ${consoleUrl}`,
    `Username: ${credentials.login}`,
    password === null ? 'Password: unchanged, the one you sign in with now' : `Password: ${password}`,
    ...(password === null ? [] : ['', 'Please change this password after your first sign-in.']),
  ]);
}

/**
 * Sends without being awaited: the credentials are saved whatever the mail server does, so a
 * slow or failing server must neither delay nor fail the answer. Failures are logged with
 * `about` (who and what), never with the message, which holds a password.
 */
export function sendInBackground(
  settings: Pick<CredentialMailSettings, 'mailer' | 'from'> & { log: FastifyBaseLogger },
  message: Omit<MailMessage, 'from'>,
  about: Record<string, string>,
) {
  Promise.resolve()
    .then(() => settings.mailer.send({ from: settings.from, ...message }))
    .then(
      () => settings.log.info(about, 'credentials e-mail sent'),
      (error: unknown) => settings.log.error({ err: error, ...about }, 'could not send the credentials e-mail'),
    );
}

export function sendCredentialsInBackground(settings: CredentialMailSettings & { log: FastifyBaseLogger }, credentials: Credentials) {
  sendInBackground(settings, credentialsMessage(credentials, settings.consoleUrl), { to: credentials.to, login: credentials.login });
}
