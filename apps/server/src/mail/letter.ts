import type { MailMessage } from './mailer.js';

/** A message to one person, greeted by first name, with `lines` below the greeting; the sender is added when it is sent. */
export function letterTo(person: { to: string; firstname: string }, subject: string, lines: readonly string[]): Omit<MailMessage, 'from'> {
  return { to: person.to, subject, text: [`Hello ${person.firstname},`, '', ...lines].join('\n') };
}
