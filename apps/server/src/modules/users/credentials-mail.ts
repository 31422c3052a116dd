import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../mail/mailer.js';

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
  password: string;
}

export function credentialsMessage(credentials: Credentials, consoleUrl: string): Omit<MailMessage, 'from'> {
  return {
    to: credentials.to,
    subject: 'Your Ringledger sign-in details',
    text: [
      `Hello ${credentials.firstname},`,
      '',
      'You can now sign in to the Ringledger console.',
      '',
      `Console:  ${consoleUrl}`,
      `Username: ${credentials.login}`,
      `Password: ${credentials.password}`,
      '',
      'Please change this password after your first sign-in.',
    ].join('\n'),
  };
}

/**
 * Sends without being awaited: the credentials are saved whatever the mail server does, so a
 * slow or failing server must neither delay nor fail the answer. Failures are logged, without
 * the password.
 */
export function sendCredentialsInBackground(settings: CredentialMailSettings & { log: FastifyBaseLogger }, credentials: Credentials) {
  const message = { from: settings.from, ...credentialsMessage(credentials, settings.consoleUrl) };
  Promise.resolve()
    .then(() => settings.mailer.send(message))
    .then(
      () => settings.log.info({ to: credentials.to, login: credentials.login }, 'credentials e-mail sent'),
      (error: unknown) => settings.log.error({ err: error, to: credentials.to, login: credentials.login }, 'could not send the credentials e-mail'),
    );
}
