import { loginBody, sessionAnswer } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { getDeviceFingerprint } from '../../api/fingerprint';
import { sessionStore } from '../../api/session-store';

/** The form checks what a person types; the fingerprint and trust flag are added on submit. */
export const loginFormSchema = loginBody.pick({ email: true, password: true });
export interface LoginFormValues {
  email: string;
  password: string;
}

export async function logIn(values: LoginFormValues) {
  const deviceID = await getDeviceFingerprint();
  const answer = sessionAnswer.parse(
    await apiRequest('POST', '/login', {
      body: { deviceID, email: values.email.trim(), password: values.password, trust_device: sessionStore.isTrusted },
      skipRefresh: true,
    }),
  );
  sessionStore.save(answer.tokens.accessToken, answer.user, answer.settings);
  return answer.user;
}
