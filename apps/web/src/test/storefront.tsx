// Test helpers for the shopping screens (used only by *.test.tsx): a fake API at the network boundary (fetch)
// answering with the API's envelopes and recording every call, products to sell, and a screen rendered in the
// real Providers inside a memory router.
import type { Product } from '@astroden/shared';
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { CART_STORAGE_KEY, type CartItem } from '../features/cart/cart-provider.tsx';

export interface ApiCall {
  method: string;
  /** The path after /api, without the query: "/products/p1". */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
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

export const ok = (data: unknown, extra: Record<string, unknown> = {}): MockResponse => ({
  body: { success: true, data, ...extra },
});
export const fail = (status: number, message: string, errors?: { path: string; message: string }[]): MockResponse => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

export const CATEGORIES = [
  { name: 'PC Components', count: 4 },
  { name: 'Manga & Comics', count: 3 },
  { name: 'Shirts', count: 2 },
];

const defaults: Record<string, MockHandler> = {
  'GET /settings/public': () => ok(DEFAULT_PUBLIC_SETTINGS),
  'GET /products/categories/all': () => ok(CATEGORIES),
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

/**
 * Stubs fetch: "METHOD /path" handlers (":id" segments allowed, exact paths win) over defaults for the public
 * settings and categories; anything else is the API's JSON 404. Returns the calls made so far.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const all = { ...defaults, ...handlers };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const base = { method, path, query: url.searchParams, body, headers: new Headers(init.headers) };
    let reply: MockResponse = fail(404, 'Not found');
    const exact = all[`${method} ${path}`];
    if (exact) {
      calls.push({ ...base, params: {} });
      reply = await exact({ ...base, params: {} });
    } else {
      const found = Object.entries(all)
        .map(([key, handler]) => {
          const [m, pattern = ''] = key.split(' ');
          const params = m === method ? match(pattern, path) : null;
          return params ? { handler, params } : null;
        })
        .find(Boolean);
      calls.push({ ...base, params: found?.params ?? {} });
      if (found) reply = await found.handler({ ...base, params: found.params });
    }
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one "METHOD /path" (exact path). */
    to: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export function makeProduct(n: number, overrides: Partial<Product> = {}): Product {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    name: `Product ${n}`,
    description: `The description of product ${n}.`,
    price: 100 * n,
    stock: 10,
    category: CATEGORIES[n % CATEGORIES.length]!.name,
    images: [`/uploads/products/p${n}.png`],
    image: null,
    weight: null,
    dimensions: null,
    features: [],
    rating: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function cartItem(n: number, overrides: Partial<CartItem> = {}): CartItem {
  const product = makeProduct(n);
  return {
    id: product._id,
    name: product.name,
    category: product.category,
    image: '/uploads/products/p.webp',
    price: product.price,
    quantity: 1,
    ...overrides,
  };
}

/** Puts items in the stored cart, as a previous visit would have (the provider reads it on mount). */
export function seedCart(items: CartItem[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

export function storedCart(): CartItem[] {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];
}

/** Renders routes in the real Providers (queries not retried, so failures show at once) in a memory router. */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  toast.dismiss();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  /** The router's current path and query, e.g. "/marketplace?sort=price". */
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, user, url, view };
}
