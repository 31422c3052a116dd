import { REFRESH_TOKEN_ERROR, sessionAnswer, type SessionAnswer } from '@ringledger/contract';
import { sessionStore } from './session-store';
import { getDeviceFingerprint } from './fingerprint';

export const API_ROOT = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;
interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Session calls must not trigger the refresh-and-retry dance themselves. */
  skipRefresh?: boolean;
}

function toQueryString(query: Query | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(method: string, path: string, options: RequestOptions) {
  const headers: Record<string, string> = {};
  const token = sessionStore.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${API_ROOT}${path}${toQueryString(options.query)}`, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function readError(response: Response) {
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof data?.error === 'string' ? data.error : 'An unexpected error occurred';
}

let refreshing: Promise<SessionAnswer> | null = null;

async function requestRefresh() {
  const token = await getDeviceFingerprint();
  const answer = sessionAnswer.parse(await apiRequest('POST', '/refresh', { body: { device: { platform: 'web', data: '', token } }, skipRefresh: true }));
  sessionStore.save(answer.tokens.accessToken, answer.user);
  return answer;
}

/**
 * One refresh at a time, whoever asks: the cookie rotates and the server treats a rotated
 * cookie presented twice as theft. Within a tab one promise is shared; across the tabs of this
 * browser (which share the cookie) a Web Lock queues them. Locks exist only in secure contexts.
 */
async function refreshAcrossTabs(): Promise<SessionAnswer> {
  if (!navigator.locks) return requestRefresh();
  return navigator.locks.request('ringledger-refresh', requestRefresh);
}

export function refreshSession(): Promise<SessionAnswer> {
  refreshing ??= refreshAcrossTabs().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function apiRequest<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(method, path, options);
  if (response.status === 401 && !options.skipRefresh) {
    const message = await readError(response.clone());
    if (message === REFRESH_TOKEN_ERROR) {
      try {
        await refreshSession();
      } catch {
        sessionStore.clear();
        throw new ApiError(401, 'Your session has ended, please sign in again');
      }
      response = await send(method, path, options);
    }
    if (response.status === 401) sessionStore.clear();
  }
  if (!response.ok) throw new ApiError(response.status, await readError(response));
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.blob()) as T;
}

/** The text a person sees for a failure (spec 01 §8). */
export function errorMessage(error: unknown) {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}
