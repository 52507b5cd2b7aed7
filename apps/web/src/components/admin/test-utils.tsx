// Test helpers for admin screens (used only by *.test.tsx): a fake API at the network boundary
// (fetch) answering with the API's envelopes, and the real app (Providers + routes) rendered in a
// memory router, signed in as an admin.
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { routes } from '../../app/router.tsx';

export interface ApiCall {
  method: string;
  /** Path after /api, without the query, e.g. "/products/p1". */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, the FormData itself for multipart, or undefined. */
  body: unknown;
  /** Values of ":name" segments of the matched route. */
  params: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body: unknown;
}

export type MockHandler = (call: ApiCall) => MockResponse | Promise<MockResponse>;

export const adminUser = {
  _id: 'admin-1',
  name: 'Ada Admin',
  email: 'admin@astroden.example',
  mobile_number: null,
  role: 'admin' as const,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

/** A success envelope: `ok(data)` → { success: true, data }. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}): MockResponse => ({
  body: { success: true, data, ...extra },
});
/** A paged list envelope. */
export const page = <T,>(data: T[], totalPages = 1, currentPage = 1): MockResponse => ({
  body: { success: true, data, total: data.length, totalPages, currentPage },
});
/** An error envelope with the given status. */
export const fail = (status: number, message: string, errors?: { path: string; message: string }[]): MockResponse => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

const defaults: Record<string, MockHandler> = {
  'GET /auth/me': () => ok(adminUser),
  'POST /auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
  'GET /settings/public': () => ok(DEFAULT_PUBLIC_SETTINGS),
};

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(got[i]!);
    else if (w !== got[i]) return null;
  }
  return params;
}

/**
 * Stubs the global fetch. `handlers` are keyed "METHOD /path" (":id" segments allowed) and may be
 * a function of the call or a fixed response; unknown routes answer a 404 envelope.
 * Returns every call made, in order.
 */
export function mockApi(handlers: Record<string, MockHandler | MockResponse>) {
  const calls: ApiCall[] = [];
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown;
    if (init.body instanceof FormData) body = init.body;
    else if (typeof init.body === 'string') body = JSON.parse(init.body);
    for (const [key, handler] of Object.entries(all)) {
      const [m, pattern] = key.split(' ') as [string, string];
      const params = m === method ? match(pattern, path) : null;
      if (!params) continue;
      const call: ApiCall = { method, path, query: url.searchParams, body, params };
      calls.push(call);
      const res = typeof handler === 'function' ? await handler(call) : handler;
      return new Response(JSON.stringify(res.body), {
        status: res.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    calls.push({ method, path, query: url.searchParams, body, params: {} });
    return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhr(fetchMock));
  return { fetch: fetchMock, calls };
}

/**
 * XMLHttpRequest (uploads that report progress) answered by the same fake API: half the body is
 * reported sent at once, the rest when the handler answers, so a slow handler shows a bar at 50%.
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

/** What jsdom lacks and the admin screens use: <dialog>, object URLs, scrolling, ResizeObserver (charts). */
export function installDomPolyfills() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (!proto.__polyfilled) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      // The browser's dialog focusing steps: the first [autofocus] descendant, else the first control.
      const control =
        this.querySelector<HTMLElement>('[autofocus]') ??
        this.querySelector<HTMLElement>('button:not(:disabled), [href], input, select, textarea, [tabindex="0"]');
      control?.focus();
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    proto.__polyfilled = true;
  }
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:mock/${++n}`);
  URL.revokeObjectURL = vi.fn();
  // The storefront shell (e.g. after Logout lands on /login) scrolls to top on every path change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // Settings scrolls the first invalid field into view.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}

/** Renders the real app at `path`, signed in as an admin (stored token + the /auth/me mock). */
export function renderAdmin(path: string) {
  installDomPolyfills();
  // Toasts live in a module-level store that replays active ones to a new Toaster: start clean.
  toast.dismiss();
  localStorage.setItem('token', 'test-token');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, queryClient };
}

/** Lazy routes load on first use: give the first query of a screen more time than the default 1s. */
export const slow = { timeout: 5000 };

/** Finds a toast (sonner) by its text; the same text may also be shown inside a form. */
export const findToast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] [data-title]' });

/** A small PNG-typed File (content is irrelevant to the client). */
export const pngFile = (name = 'nebula.png') => new File(['png'], name, { type: 'image/png' });

const stamp = '2026-11-20T10:00:00.000Z';

/** A product as the API returns it. */
export const productFixture = (overrides: Record<string, unknown> = {}) => ({
  _id: 'p1',
  name: 'Nebula Tee',
  description: 'A soft tee with a nebula print.',
  price: 799.5,
  stock: 25,
  category: 'Shirts',
  images: ['/uploads/products/tee.png'],
  image: null,
  weight: 0.2,
  dimensions: { length: 30, width: 20, height: 2 },
  features: ['Organic cotton'],
  rating: 4.5,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...overrides,
});

/** A pod as the API returns it. */
export const podFixture = (overrides: Record<string, unknown> = {}) => ({
  _id: 'pod1',
  name: 'Lunar Lounge',
  description: 'A lounge on the moon.',
  shortDescription: null,
  category: 'Group',
  price: 2499,
  size: 420,
  features: ['Eight gaming stations', 'Bean bags', 'Projector', 'Snack bar'],
  specs: {},
  images: ['/uploads/pods/lounge.png'],
  image: null,
  whatsappLink: null,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...overrides,
});

/** An order as the API returns it. */
export const orderFixture = (overrides: Record<string, unknown> = {}) => ({
  _id: 'o1',
  orderId: 'ORD-20261120-0001',
  customer: {
    fullName: 'Karthik Das',
    email: 'karthik@mail.example',
    phone: null,
    address: {
      addressLine1: '1 MG Road',
      addressLine2: null,
      town: 'Pune',
      state: null,
      pincode: '411001',
      country: 'India',
    },
  },
  products: [{ productId: { _id: 'p1', name: 'Nebula Tee', images: [], price: 799.5 }, quantity: 2 }],
  totalAmount: 1599,
  status: 'completed',
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...overrides,
});
