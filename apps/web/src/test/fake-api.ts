// The one fake API of the component tests (imported by *.test.tsx only): fetch and XMLHttpRequest stubbed at the
// network boundary, answering "METHOD /path" handlers with the API's envelopes and recording every call.
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { vi } from 'vitest';
import { adminUser, CATEGORIES } from './fixtures.ts';

export interface ApiCall {
  method: string;
  /** The path after /api, without the query: "/products/p1". */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData itself for multipart, or undefined. */
  body: unknown;
  headers: Headers;
  /** Values of the ":name" segments of the matched handler. */
  params: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  /** Sent as JSON; a string is sent as it is (a proxy's HTML error page, say). */
  body: unknown;
}

export type MockHandler = (call: ApiCall) => MockResponse | Promise<MockResponse>;

/** A success envelope: `ok(data)` → { success: true, data }. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}): MockResponse => ({
  body: { success: true, data, ...extra },
});
/** A paged list envelope. */
export const page = <T>(data: T[], totalPages = 1, currentPage = 1): MockResponse => ({
  body: { success: true, data, total: data.length, totalPages, currentPage },
});
/** An error envelope with the given status. */
export const fail = (status: number, message: string, errors?: { path: string; message: string }[]): MockResponse => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

/** What every screen may ask without the test caring: the public settings, the categories, the signed-in admin. */
const defaults: Record<string, MockHandler> = {
  'GET /settings/public': () => ok(DEFAULT_PUBLIC_SETTINGS),
  'GET /products/categories/all': () => ok(CATEGORIES),
  'GET /auth/me': () => ok(adminUser),
  'POST /auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
};

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i] ?? '');
    else if (segment !== got[i]) return null;
  }
  return params;
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (body instanceof FormData) return body;
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stubs fetch (and XMLHttpRequest, for uploads that report progress). `handlers` are keyed "METHOD /path" (":id"
 * segments allowed; an exact path wins over a pattern) and are a function of the call or a fixed response; they
 * override the defaults above. Anything else is the API's JSON 404. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, MockHandler | MockResponse> = {}) {
  const all = { ...defaults, ...handlers };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const base = {
      method,
      path,
      query: url.searchParams,
      body: parseBody(init.body),
      headers: new Headers(init.headers),
    };
    const exact = all[`${method} ${path}`];
    const found = exact
      ? { handler: exact, params: {} }
      : Object.entries(all)
          .map(([key, handler]) => {
            const [m, pattern = ''] = key.split(' ');
            const params = m === method ? match(pattern, path) : null;
            return params ? { handler, params } : null;
          })
          .find(Boolean);
    const call: ApiCall = { ...base, params: found?.params ?? {} };
    calls.push(call);
    const handler = found?.handler;
    const reply = !handler ? fail(404, 'Not found') : typeof handler === 'function' ? await handler(call) : handler;
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhr(fetchMock));
  return {
    fetch: fetchMock,
    calls,
    /** The calls to one "METHOD /path" (exact path). */
    to: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/**
 * XMLHttpRequest answered by the same fake API: half the body is reported sent at once, the rest when the
 * handler answers, so a slow handler shows a bar at 50%.
 */
function fakeXhr(fetchMock: (url: string, init: RequestInit) => Promise<Response>) {
  return class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    #method = 'GET';
    #url = '';
    #headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name] = value;
    }
    abort() {}
    send(body: BodyInit | null) {
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 2 }));
      queueMicrotask(async () => {
        progress(1);
        let res: Response;
        try {
          res = await fetchMock(this.#url, { method: this.#method, headers: this.#headers, body });
        } catch {
          // What a browser does when the server cannot be reached.
          this.dispatchEvent(new ProgressEvent('error'));
          return;
        }
        progress(2);
        this.status = res.status;
        this.responseText = await res.text();
        this.dispatchEvent(new ProgressEvent('load'));
      });
    }
  };
}
