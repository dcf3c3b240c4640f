import type { ErrorBody, ErrorCode, ErrorDetail } from '@contract/errors';
import { env } from '@/config/env';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { idToken, logOut } from '@/lib/auth';
import { notifyApiError } from '@/lib/toasts';

export type ApiErrorCode = ErrorCode | 'network' | 'timeout' | 'unknown';

/** Every failed API call becomes one of these; `message` is written for people and is what we toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'We could not reach ReCell. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'ReCell did not answer. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/* The vocabulary of errors screens branch on. */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isNotFoundError = (error: unknown) => isApiError(error) && error.status === 404;
/** The API refused the request's own values (400 validation_failed), e.g. an id that cannot exist. */
export const isInvalidRequestError = (error: unknown) => isApiError(error) && error.code === 'validation_failed';
export const isAlreadyBookedError = (error: unknown) => isApiError(error) && error.code === 'already_booked';
/** Worth retrying: the network, the server, time-outs and rate limits; never a 4xx answer about the request. */
export const isRetryableError = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;

/** Any failure as a code and the English words for it (lib/error-text.ts words it in the page's language). */
export function failureOf(error: unknown): { code: ApiErrorCode; message: string } {
  return isApiError(error) ? error : { code: 'unknown', message: FALLBACK_MESSAGE };
}

/** Builds an ApiError from a response status and its body text (the API's error body, or anything else). */
export function toApiError(status: number, bodyText: string): ApiError {
  if (status === 0) return new ApiError(0, 'network', NETWORK_MESSAGE);
  try {
    const body = JSON.parse(bodyText) as Partial<ErrorBody>;
    if (typeof body.message === 'string' && typeof body.code === 'string') {
      return new ApiError(status, body.code, body.message, body.details ?? []);
    }
  } catch {
    // Not our JSON (a proxy or CDN page): fall through to a generic message.
  }
  if (status === 413) return new ApiError(status, 'payload_too_large', 'The file is too large.');
  if (status >= 500) return new ApiError(status, 'unavailable', 'ReCell is having trouble right now. Please try again in a moment.');
  return new ApiError(status, 'unknown', FALLBACK_MESSAGE);
}

/** The Bearer header of the signed-in user; the SDK refreshes the ID token when it is close to expiry. */
export async function authHeader(): Promise<Record<string, string>> {
  const token = await idToken();
  if (!token) throw new ApiError(401, 'unauthenticated', 'Please log in to continue.');
  return { Authorization: `Bearer ${token}` };
}

/** A 401 on an authenticated call means the session is gone (expired, or the account was deleted): sign out once. */
export function handleUnauthenticated(error: ApiError) {
  notifyApiError(error, 'session-ended');
  void logOut().catch(() => undefined);
}

/**
 * Public lists (products, categories) may be kept by the browser's HTTP cache for a few
 * seconds (the API's max-age, at most a minute). After this person changes something, their
 * reads skip that copy for a minute, so the lists show their own change at once (a booked
 * phone, a new advertisement); the API's ETag keeps each check cheap.
 */
const OWN_CHANGE_FRESHNESS_MS = 60_000;
let lastChangeAt = Number.NEGATIVE_INFINITY;

/** The fetch cache mode of a request: revalidate GETs shortly after this browser changed data. */
export function cacheModeFor(method: string, now = Date.now()): RequestCache {
  return method === 'GET' && now - lastChangeAt < OWN_CHANGE_FRESHNESS_MS ? 'no-cache' : 'default';
}

type Params = Record<string, string | number | undefined>;

interface RequestOptions {
  params?: Params;
  body?: unknown;
  /** Send the Bearer ID token (every non-public call). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Settles as `work` does, or rejects with `signal`'s reason once it aborts (a token that never comes). */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function apiUrl(path: string, params?: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * One call to the API. It gives up after REQUEST_TIMEOUT_MS (token, answer and body together),
 * so a lost connection ends in an ApiError a screen can show, never in a button left pending.
 */
async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new ApiError(0, 'timeout', TIMEOUT_MESSAGE)), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;

  let response: Response;
  let text: string;
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.auth) Object.assign(headers, await unlessAborted(authHeader(), signal));
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    response = await fetch(apiUrl(path, options.params), { method, headers, body, signal, cache: cacheModeFor(method) });
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // The caller cancelled (a query no screen needs any more).
    if (deadline.signal.aborted) throw deadline.signal.reason;
    if (isApiError(cause)) throw cause;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }

  if (method !== 'GET' && response.ok) lastChangeAt = Date.now();
  if (!response.ok) {
    const error = toApiError(response.status, text);
    if (response.status === 401 && options.auth) handleUnauthenticated(error);
    throw error;
  }
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** The `cursor` of the `Link: <...>; rel="next"` header of a paginated list, or null on the last page. */
export function nextCursor(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1]) return new URL(match[1], 'http://relative.invalid').searchParams.get('cursor');
  }
  return null;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** How many items the whole list holds, where the API says so (`X-Total-Count`). */
  total?: number;
}

/** The `X-Total-Count` header as a count, or undefined when absent or not a count. */
export function totalCount(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions) => (await request<T>('GET', path, options)).data,
  /** A paginated list: the array body plus the next page's cursor from the Link header. */
  getPage: async <T>(path: string, options?: RequestOptions): Promise<Page<T>> => {
    const { data, headers } = await request<T[]>('GET', path, options);
    const total = totalCount(headers.get('X-Total-Count'));
    return { items: data, nextCursor: nextCursor(headers.get('Link')), ...(total === undefined ? {} : { total }) };
  },
  /** Any body plus the next page's cursor (a category carries its listings inline). */
  getWithCursor: async <T>(path: string, options?: RequestOptions): Promise<{ data: T; nextCursor: string | null }> => {
    const { data, headers } = await request<T>('GET', path, options);
    return { data, nextCursor: nextCursor(headers.get('Link')) };
  },
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await request<T>('POST', path, { ...options, body })).data,
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await request<T>('PUT', path, { ...options, body })).data,
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    (await request<T>('PATCH', path, { ...options, body })).data,
  delete: async <T>(path: string, options?: RequestOptions) => (await request<T>('DELETE', path, options)).data,
};
