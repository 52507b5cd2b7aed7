// Screens rendered for the component tests (imported by *.test.tsx only): the real Providers around a memory
// router, with the test route table (routes.tsx) or a route list of the test's own.
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { CART_STORAGE_KEY, type CartItem } from '../lib/cart/cart-store.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { keepSharedMarkup, SharedMarkupContext, sharedMarkupRender } from '../lib/shared-markup.tsx';
import { routes as appRoutes } from './routes.tsx';

/** The app's QueryClient, without retries unless asked: a failing call fails at once. */
export function testQueryClient({ retry = false } = {}): QueryClient {
  const client = createQueryClient();
  if (!retry) client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * Renders routes in the real Providers inside a memory router at `initialEntry`: a path, or a location with the
 * navigation state a link would have given it (`{ pathname: '/login', state: { from: '/profile' } }`).
 */
export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry = '/', queryClient = testQueryClient()) {
  toast.dismiss();
  const { router, element } = routesElement(routes, initialEntry, queryClient);
  const user = userEvent.setup();
  const view = render(element);
  /** The router's current path and query, e.g. "/marketplace?sort=price". */
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, view, router, user, url, queryClient };
}

/** Routes in the real Providers inside a memory router at `initialEntry`, as an element (to render on a server too). */
export function routesElement(routes: RouteObject[], initialEntry: InitialEntry, queryClient: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const element = (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
  return { router, element };
}

/**
 * `element` rendered as the server renders a page (entry.server.tsx): its HTML, and the shared parts React rendered
 * in it (lib/shared-markup.tsx), which are then kept for the next renders in their state.
 */
export function renderOnServer(element: ReactElement): { html: string; rendered: string[] } {
  const shared = sharedMarkupRender();
  const html = renderToString(<SharedMarkupContext.Provider value={shared}>{element}</SharedMarkupContext.Provider>);
  const rendered = [...shared.rendered.keys()];
  keepSharedMarkup(html, shared);
  return { html, rendered };
}

/** One page (a component or an element) at "/", in the real Providers. */
export function renderPage(page: ComponentType | ReactElement, queryClient?: QueryClient) {
  const element = typeof page === 'function' ? ((Page: ComponentType) => <Page />)(page) : page;
  return renderRoutes([{ path: '/', element }], '/', queryClient);
}

/** Renders the real app at `path`, signed in as an admin (stored token + the fake API's /auth/me). */
export function renderAdmin(path: string) {
  installDomPolyfills();
  localStorage.setItem('token', 'test-token');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  toast.dismiss();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, queryClient };
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

/** Lazy routes load on first use: give the first query of a screen more time than the default 1s. */
export const slow = { timeout: 5000 };

/** Finds a toast (sonner) by its text; the same text may also be shown inside a form. */
export const findToast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] [data-title]' });

/** Puts items in the stored cart, as a previous visit would have (the provider reads it on mount). */
export function seedCart(items: CartItem[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

export function storedCart(): CartItem[] {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];
}
