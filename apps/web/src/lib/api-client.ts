// The one way the web app talks to the API: JSON (or multipart) over fetch, the stored bearer token,
// the API's error envelope turned into ApiError, and any 401 signing the visitor out.
import { AUTH_MESSAGES, TOKEN_STORAGE_KEY } from '@astroden/shared/constants';

/** Empty means same origin (the API serves the app); set VITE_API_URL to point elsewhere. */
export const API_HOST: string = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
    /** True when the message is meant for the user as it is: the server's own words, or a client-side
     * refusal such as 'Authentication token not found'; false for one made up from a status code. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const tokenStore = {
  get: (): string | null => {
    // A server render is nobody's: no token, and no thrown ReferenceError on every call to find that out.
    if (typeof window === 'undefined') return null;
    try {
      return localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** The auth provider subscribes here: any 401 removes the token and signs out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function signOut(): void {
  tokenStore.clear();
  for (const listener of unauthorizedListeners) listener();
}

/**
 * What `api` reads of an answer. fetch's Response has it; so has the server render's in-process answer, which
 * skips building a Response and reading its body back through a stream (a tenth of a page's render, issue 26).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'json'>;
type Transport = (url: string, init: RequestInit) => Promise<ApiAnswer>;
let transport: Transport = (url, init) => fetch(url, init);

/** fetch's contract over XMLHttpRequest, for the one thing only XHR can do: report upload progress. */
function xhrTransport(onProgress: (fraction: number) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        onProgress(1);
        const body = xhr.status === 204 || xhr.status === 304 ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      const abort = () => {
        xhr.abort();
        reject(new DOMException('The upload was aborted', 'AbortError'));
      };
      if (init.signal?.aborted) return abort();
      init.signal?.addEventListener('abort', abort, { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/**
 * The server render answers its loaders in-process (apps/api/src/plugins/web.ts: Fastify's inject, no port,
 * no network hop); the browser uses fetch.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * Keeps what `load` made from the API's public reads for as long as the API keeps those reads (its response cache:
 * until a write, or their time to live), when `keep` says the value may be kept; loads that overlap share one.
 * Given by the server render (apps/api/src/plugins/web.ts); elsewhere, or with the cache off, it loads every time.
 */
export type ReadsMemo = <T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean) => Promise<T>;
let readsMemo: ReadsMemo = (_key, load) => load();

export function setReadsMemo(next: ReadsMemo): void {
  readsMemo = next;
}

/** `load`'s value, kept while the public reads it was made from are (see ReadsMemo). */
export function keptWithReads<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  return readsMemo(key, load, keep);
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * With `form`: called with the share of the body sent so far, 0 to 1, as the upload goes (fetch cannot
   * report that, so such a request goes through XMLHttpRequest).
   */
  onUploadProgress?(fraction: number): void;
}

export type UploadOptions = Pick<RequestOptions, 'onUploadProgress'>;

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls `/api${path}` and returns the parsed JSON body; throws ApiError on any failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const send = options.form && options.onUploadProgress ? xhrTransport(options.onUploadProgress) : transport;
  let response: ApiAnswer;
  try {
    response = await send(`${API_HOST}/api${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      // Public reads say stale-while-revalidate for CDNs; this app always asks the server (a 304 when
      // nothing changed), so an admin sees their own write and a visitor today's stock.
      cache: 'no-cache',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the server could not be reached');
  }

  const payload = (await response.json().catch(() => null)) as {
    message?: string;
    errors?: { path: string; message: string }[];
  } | null;
  if (!response.ok) {
    // Even without a token sent: one removed elsewhere (another tab) still leaves this tab signed in.
    if (response.status === 401) signOut();
    const serverMessage = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      payload?.errors,
      serverMessage !== undefined,
    );
  }
  return payload as T;
}

/**
 * A call only a signed-in user may make (admin screens, password changes). Without a stored token it is not
 * sent: it fails at once with 'Authentication token not found' (spec section 6) and signs out.
 */
export function authedApi<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (tokenStore.get() === null) {
    signOut();
    return Promise.reject(new ApiError(401, AUTH_MESSAGES.tokenNotFound, [], true));
  }
  return api<T>(path, options);
}

/** The server's message when there is one, else the screen's own fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
