import { REFRESH_TOKEN_ERROR, sessionAnswer, type SessionAnswer } from '@ringledger/contract';
import { sessionStore } from './session-store';
import { getDeviceFingerprint } from './fingerprint';

export const API_ROOT = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole error answer, for callers that show more than its message (an import's refused lines). */
    readonly answer: unknown = null,
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
  /** Read a successful answer as a file, whatever its type. */
  isFile?: boolean;
}

function toQueryString(query: Query | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  // A form upload lets the browser write its own multipart Content-Type with the boundary.
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function send(method: string, path: string, options: RequestOptions) {
  const headers: Record<string, string> = {};
  const token = sessionStore.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const { body, contentType } = encodeBody(options.body);
  if (contentType) headers['Content-Type'] = contentType;
  return fetch(`${API_ROOT}${path}${toQueryString(options.query)}`, {
    method,
    headers,
    credentials: 'include',
    body,
    signal: options.signal,
  });
}

async function readAnswer(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

function messageOf(answer: unknown) {
  const error = typeof answer === 'object' && answer !== null && 'error' in answer ? answer.error : undefined;
  return typeof error === 'string' ? error : 'An unexpected error occurred';
}

async function readError(response: Response) {
  return messageOf(await readAnswer(response));
}

let refreshing: Promise<SessionAnswer> | null = null;

async function requestRefresh() {
  const token = await getDeviceFingerprint();
  const answer = sessionAnswer.parse(await apiRequest('POST', '/refresh', { body: { device: { platform: 'web', data: '', token } }, skipRefresh: true }));
  sessionStore.save(answer.tokens.accessToken, answer.user, answer.settings);
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
  if (!response.ok) {
    const answer = await readAnswer(response);
    throw new ApiError(response.status, messageOf(answer), answer);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') && !options.isFile ? await response.json() : await response.blob()) as T;
}

/** Posts one file as multipart form data under `field`; the answer is read like any other. */
export function apiUpload<T = unknown>(path: string, file: File, options: { field?: string; query?: Query } = {}): Promise<T> {
  const form = new FormData();
  form.append(options.field ?? 'file', file);
  return apiRequest<T>('POST', path, { body: form, query: options.query });
}

/** A file the server sends (a CSV export), read whole; a plain link could not carry the bearer header. */
export function apiDownload(path: string, options: { query?: Query } = {}): Promise<Blob> {
  return apiRequest<Blob>('GET', path, { query: options.query, isFile: true });
}

/** The text a person sees for a failure (spec 01 §8). */
export function errorMessage(error: unknown) {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}

/**
 * A server-sent event stream read through fetch (EventSource cannot send the bearer header): each
 * message's data, parsed, goes to `onMessage` until `signal` aborts. A session that expired is
 * refreshed once; the answer resolves when the stream ends, so the caller decides when to reconnect.
 */
export async function apiStream(path: string, onMessage: (data: unknown) => void, signal: AbortSignal): Promise<void> {
  let response = await send('GET', path, { signal });
  if (response.status === 401) {
    await refreshSession();
    response = await send('GET', path, { signal });
  }
  if (!response.ok || !response.body) throw new ApiError(response.status, await readError(response));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    pending += value;
    let end: number;
    while ((end = pending.indexOf('\n\n')) >= 0) {
      const frame = pending.slice(0, end);
      pending = pending.slice(end + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) onMessage(JSON.parse(data));
    }
  }
}
