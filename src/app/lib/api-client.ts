import ky from 'ky';
import { READ_TIMEOUT_MS } from './read-timeout';
import { ApiError, apiErrorFromResponse } from './api-error';
import type { SessionStore, TokenAnswer } from './session-store';
import { singleFlight } from './single-flight';

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  json?: unknown;
  /** A raw body instead of JSON (a photo): sent with the blob's own Content-Type. */
  body?: Blob;
  /** Milliseconds before giving up (30 s unless given: an upload on a weak signal needs more). */
  timeout?: number;
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** Extra headers, e.g. Idempotency-Key on a retried POST. */
  headers?: Record<string, string>;
  /** Calls made without a session (login, register, password reset): no token, no 401 handling. */
  anonymous?: boolean;
};

export type ApiClientOptions = {
  /** Base path of the API, '/api' unless configured (absolute URLs work too). */
  prefix: string;
  session: SessionStore;
  /** The app's current language, sent as Accept-Language so the server answers in it. */
  language: () => string;
  /** Called after a 401 (or a failed refresh) has cleared the session. */
  onUnauthorized: () => void;
  now?: () => number;
};

export type ApiClient = {
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** Exchanges the refresh token for new tokens; concurrent callers share one exchange. */
  refresh: () => Promise<void>;
};

/** Refresh a little before the server's expiry so a call never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 30_000;

function cleanParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/**
 * The one HTTP client of the app (ky underneath): JSON in and out, the bearer token and the
 * language on every call, the access token refreshed when it expires (one refresh at a time;
 * calls that hit a 401 meanwhile wait for it and are retried once), and any other 401 turned
 * into a sign-out. Failures are thrown as ApiError carrying the server's message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const now = options.now ?? Date.now;
  const http = ky.create({ prefix: options.prefix, retry: 0, throwHttpErrors: false, timeout: 30_000 });

  const fetchOnce = async (method: string, path: string, request: RequestOptions, token: string | null) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language(),
      // A call may ask for its own language (the inbox's texts, kept per language).
      ...request.headers,
      ...(request.body?.type ? { 'Content-Type': request.body.type } : {}),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await http(path, {
        method,
        json: request.json,
        body: request.body,
        // A read has its own, shorter bound (half offline: lib/read-timeout.ts).
        timeout: request.timeout ?? (method === 'GET' || path === 'oauth/token' ? READ_TIMEOUT_MS : undefined),
        searchParams: cleanParams(request.searchParams),
        headers,
        signal: request.signal,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(0, undefined);
    }
  };

  const signOut = () => {
    session.clear();
    options.onUnauthorized();
  };

  const refresh = singleFlight(async () => {
    const { refreshToken } = session.get();
    if (!refreshToken) throw new ApiError(401, undefined);
    const response = await fetchOnce(
      'POST',
      'oauth/token',
      { json: { grant_type: 'refresh_token', refresh_token: refreshToken } },
      null,
    );
    if (!response.ok) throw await apiErrorFromResponse(response);
    session.setTokens((await response.json()) as TokenAnswer, now());
  });

  /** Refreshes; a refused refresh (not a network failure or a server fault) ends the session. */
  const refreshOrSignOut = async () => {
    try {
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) signOut();
      throw err;
    }
  };

  const send = async <T>(method: string, path: string, request: RequestOptions = {}, retried = false): Promise<T> => {
    if (!request.anonymous) {
      const { refreshToken, expiresAt } = session.get();
      if (refreshToken && expiresAt !== null && expiresAt - EXPIRY_MARGIN_MS <= now()) await refreshOrSignOut();
    }
    const token = request.anonymous ? null : session.get().accessToken;
    const response = await fetchOnce(method, path, request, token);

    if (response.status === 401 && !request.anonymous) {
      const current = session.get();
      if (token && !retried && current.refreshToken) {
        // Another call may have refreshed while this one was in flight: then just retry.
        if (current.accessToken === token) await refreshOrSignOut();
        return send<T>(method, path, request, true);
      }
      const error = await apiErrorFromResponse(response);
      signOut();
      throw error;
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    const text = response.status === 204 ? '' : await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };

  return {
    get: (path, request) => send('GET', path, request),
    post: (path, request) => send('POST', path, request),
    put: (path, request) => send('PUT', path, request),
    delete: (path, request) => send('DELETE', path, request),
    refresh: refreshOrSignOut,
  };
}

/**
 * The one unwrapping of the API's envelopes ({data} and {data, meta}, domain/contracts/common.ts):
 * `unwrapData(await call('GET /automobiles'))` (lib/api-call.ts).
 */
export function unwrapData<T>(answer: { data: T }): T {
  return answer.data;
}
