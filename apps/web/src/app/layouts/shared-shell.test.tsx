// The header and footer as the server sends them (lib/shared-markup.tsx): React renders them for the first page in
// a state, and the next pages in that state get that HTML without rendering them again. Rendered here as the
// server renders (renderToString around the real shell), then hydrated in the browser as on a first visit.
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { podNamesQuery } from '../../lib/api/pods.ts';
import { publicSettingsQuery } from '../../lib/api/settings.ts';
import { forgetSharedMarkup } from '../../lib/shared-markup.tsx';
import { renderOnServer, testQueryClient } from '../../test/render.tsx';
import { Providers } from '../providers.tsx';
import { RootLayout } from './root-layout.tsx';
import { DESKTOP_NAV, isCurrentNav } from './site/nav-links.ts';
import { FOOTER_PODS } from './site/site-footer.tsx';

const PODS = [
  { _id: 'pod-1', name: 'Orion Pod' },
  { _id: 'pod-2', name: 'Lyra Pod' },
];

/** The shell's data as a page's loader gives it (the root loader's settings and the footer's pod names). */
function shellData(brandName = DEFAULT_PUBLIC_SETTINGS.brandName): QueryClient {
  const client = testQueryClient();
  client.setQueryData(publicSettingsQuery().queryKey, { ...DEFAULT_PUBLIC_SETTINGS, brandName });
  client.setQueryData(podNamesQuery(FOOTER_PODS).queryKey, PODS);
  return client;
}

function shell(path: string, client: QueryClient) {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <p>The page</p> }] }],
    {
      initialEntries: [path],
    },
  );
  return (
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}

/** A server render of `path`: its HTML, and which shared parts React rendered in it (then kept). */
const serverRender = (path: string, client = shellData()) => renderOnServer(shell(path, client));

const currentLinks = (html: string) => [...html.matchAll(/<a aria-current="page"[^>]*>([^<]+)</g)].map((m) => m[1]);

beforeEach(() => forgetSharedMarkup());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the header and footer every page shares, on the server', () => {
  it('are rendered for the first page and sent as the same HTML to the next pages in the same state', () => {
    const first = serverRender('/product/a');
    expect(first.rendered).toEqual(['header', 'footer']);
    expect(first.html).toContain('Orion Pod');

    const next = serverRender('/product/b');
    expect(next.rendered).toEqual([]);
    expect(next.html).toBe(first.html);
  });

  it('are rendered again when their state differs: the current link, or the settings they show', () => {
    serverRender('/product/a');
    const marketplace = serverRender('/marketplace/Collectibles');
    expect(marketplace.rendered).toEqual(['header']);
    expect(currentLinks(marketplace.html)).toEqual(['Marketplace']);
    expect(currentLinks(serverRender('/product/c').html)).toEqual([]);

    const renamed = serverRender('/product/a', shellData('Nova Den'));
    expect(renamed.rendered).toEqual(['header', 'footer']);
    expect(renamed.html).not.toContain(`alt="${DEFAULT_PUBLIC_SETTINGS.brandName}"`);
    expect(renamed.html.match(/alt="Nova Den"/g)).toHaveLength(2);
  });

  it("know the header's current link as React Router's NavLink does", () => {
    const paths = [
      '/',
      '/about',
      '/About/',
      '/aboutx',
      '/space-pods/abc',
      '/MARKETPLACE',
      '/marketplace/PC%20Components',
    ];
    for (const path of [...paths, '/product/1', '/cart']) {
      // Each rendered by React afresh, so the header's own NavLinks say which link is current.
      forgetSharedMarkup();
      const shown = currentLinks(serverRender(path).html);
      const expected = DESKTOP_NAV.filter((item) => isCurrentNav(item.to, path)).map((item) => item.label);
      expect(shown, path).toEqual(expected);
    }
    expect(currentLinks(serverRender('/About/').html)).toEqual(['About Us']);
  });
});

describe('the kept HTML in the browser', () => {
  it('hydrates without a mismatch, and the header works after', async () => {
    serverRender('/product/a');
    const kept = serverRender('/product/b');
    expect(kept.rendered).toEqual([]);

    const container = document.createElement('div');
    container.innerHTML = kept.html;
    document.body.append(container);
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, shell('/product/b', shellData()), {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    expect(problems).toEqual([]);

    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toBeEnabled();
    await act(async () => menu.click());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('link', { name: 'Orion Pod' })).toHaveAttribute('href', '/space-pods/pod-1');
  });
});
