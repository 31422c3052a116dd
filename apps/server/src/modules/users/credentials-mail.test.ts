import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp, type TestContext } from '../../test/harness.js';
import { createUser, fingerprint, signIn } from '../../test/factories.js';
import { credentialsMessage } from './credentials-mail.js';

const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

async function createLoginAsAdmin(context: TestContext, body: Record<string, unknown>) {
  const admin = await signIn(context.app, await createUser(context.db, 'admin'));
  const person = await createUser(context.db, 'user');
  return context.app.inject({ method: 'POST', url: `/api/v1/users/${person.id}/logins`, headers: admin.headers, payload: body });
}

describe('credentials message', () => {
  it('greets the person and names the console, the username and the password, each on its own line', () => {
    const message = credentialsMessage(
      { to: 'ada@example.test', firstname: 'Ada', login: 'ada.l', password: 'Xk2p9QwErTy7Zm3N' },
      'https://console.example.test',
    );
    expect(message).toMatchObject({ to: 'ada@example.test', subject: 'Your Ringledger sign-in details' });
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining(['Hello Ada,', 'Console:  https://console.example.test', 'Username: ada.l', 'Password: Xk2p9QwErTy7Zm3N']),
    );
  });
});

describe('credential e-mails that fail', () => {
  const logLines: string[] = [];
  let attempts = 0;
  const context = useTestApp({
    mailer: {
      send: async () => {
        attempts += 1;
        throw new Error('SMTP server said no');
      },
    },
    logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
  });

  it('still save the login and answer 201; the failure is logged without the password', async () => {
    const login = uniqueName('unlucky');
    const response = await createLoginAsAdmin(context, { login, password: 'never logged password', send_to_email: 'unlucky@example.test' });
    expect(response.statusCode).toBe(201);
    const signedIn = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { deviceID: fingerprint(), email: login, password: 'never logged password' },
    });
    expect(signedIn.statusCode).toBe(200);
    const failureLine = () => logLines.find((line) => line.includes('could not send the credentials e-mail'));
    await vi.waitFor(() => expect(failureLine()).toBeDefined());
    expect(attempts).toBe(1);
    expect(JSON.parse(failureLine() as string)).toMatchObject({ to: 'unlucky@example.test', login, err: { message: 'SMTP server said no' } });
    expect(logLines.join('\n')).not.toContain('never logged password');
  });
});

describe('credential e-mails that hang', () => {
  const context = useTestApp({ mailer: { send: () => new Promise<void>(() => undefined) } });

  it('never delay the answer', async () => {
    const response = await createLoginAsAdmin(context, { login: uniqueName('patient'), send_to_email: 'patient@example.test' });
    expect(response.statusCode).toBe(201);
  }, 5000);
});
