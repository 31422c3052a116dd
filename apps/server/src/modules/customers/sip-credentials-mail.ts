import type { MailMessage } from '../../mail/mailer.js';
import { letterTo } from '../../mail/letter.js';

export interface SipCredentials {
  to: string;
  firstname: string;
  username: string;
  password: string;
  domain: string;
}

/** What a customer needs to register a phone: where, as whom, and the password shown only this once. */
export function sipCredentialsMessage(credentials: SipCredentials): Omit<MailMessage, 'from'> {
  return letterTo(credentials, 'Your phone line is ready', [
    'Your phone line is ready. Set up your phone or softphone with these details:',
    '',
    `SIP domain:   ${credentials.domain}`,
    `Username:     ${credentials.username}`,
    `Password:     ${credentials.password}`,
    '',
    'Keep this password private: anyone who has it can place calls billed to you.',
  ]);
}
