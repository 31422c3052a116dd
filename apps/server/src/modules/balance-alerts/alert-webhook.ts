import { createHmac } from 'node:crypto';

export interface WebhookTarget {
  url: string;
  /** Signs every body (HMAC-SHA256); the receiver checks the signature with the same secret. */
  secret: string;
}

export const SIGNATURE_HEADER = 'x-ringledger-signature';
const TIMEOUT_MS = 10_000;

/** `sha256=<hex>`: HMAC-SHA256 of the exact body bytes with the shared secret. */
export const signatureOf = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Posts one event as signed JSON; rejects unless the receiver answers 2xx within ten seconds. */
export async function postEvent(target: WebhookTarget, event: { id: string; type: string }) {
  const body = JSON.stringify(event);
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Ringledger',
      'x-ringledger-event': event.type,
      'x-ringledger-delivery': event.id,
      [SIGNATURE_HEADER]: signatureOf(body, target.secret),
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}
