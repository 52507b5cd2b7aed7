// The marketplace's filter panel as the server sends it (lib/shared-markup.tsx): without a search it is the same on
// every page of a category and sort, so React renders it for the first such page and the next ones get that HTML.
// Rendered here as the server renders the page (renderToString), then hydrated in the browser as on a first visit.
import { PAGE_SIZES } from '@astroden/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoriesQuery, productCardsQuery } from '../../lib/api/products.ts';
import { forgetSharedMarkup } from '../../lib/shared-markup.tsx';
import { CATEGORIES, makeProduct } from '../../test/fixtures.ts';
import { renderOnServer, routesElement, testQueryClient } from '../../test/render.tsx';
import { readFilters } from './marketplace-filters.ts';
import MarketplacePage from './marketplace-page.tsx';

/** The page's data as its loader gives it: a page of 9 products of 40 for the URL's filters, and the categories. */
function pageData(path: string, categories = CATEGORIES): QueryClient {
  const url = new URL(path, 'http://shop.test');
  const category = url.pathname.split('/')[2];
  const filters = readFilters(url.searchParams, category && decodeURIComponent(category));
  const client = testQueryClient();
  const rows = Array.from({ length: PAGE_SIZES.marketplace }, (_, i) => makeProduct(filters.page * 100 + i));
  const query = productCardsQuery({
    page: filters.page,
    limit: PAGE_SIZES.marketplace,
    search: filters.search || undefined,
    category: filters.category,
    sort: filters.sort,
  });
  client.setQueryData(query.queryKey, {
    success: true,
    data: rows,
    total: 40,
    totalPages: 5,
    currentPage: filters.page,
  });
  client.setQueryData(categoriesQuery().queryKey, categories);
  return client;
}

function page(path: string, client: QueryClient) {
  const element = <MarketplacePage />;
  const routes = [
    { path: '/marketplace', element },
    { path: '/marketplace/:category', element },
  ];
  return routesElement(routes, path, client).element;
}

/** A server render of `path`: its HTML, and whether React rendered the filter panel in it (then kept). */
function serverRender(path: string, client = pageData(path)) {
  const { html, rendered } = renderOnServer(page(path, client));
  return { html, rendered: rendered.includes('market-filters') };
}

/** The panel's HTML in a page. */
const panel = (html: string) => {
  const start = html.indexOf('<div data-shared="market-filters"');
  return html.slice(start, html.indexOf('</aside>', start));
};
const currentLinks = (html: string) =>
  [...panel(html).matchAll(/aria-current="page"[^>]*>(?:<span>)?([^<]+)</g)].map((m) => m[1]);

beforeEach(() => forgetSharedMarkup());
afterEach(() => {
  document.body.innerHTML = '';
});

describe("the marketplace's filter panel, on the server", () => {
  it('is rendered for the first page of a category and sort and sent as the same HTML on its other pages', () => {
    const first = serverRender('/marketplace/Shirts?sort=price&page=2');
    expect(first.rendered).toBe(true);
    expect(currentLinks(first.html)).toEqual(['Shirts', 'Price: Low to High']);

    const next = serverRender('/marketplace/Shirts?sort=price&page=4');
    expect(next.rendered).toBe(false);
    expect(panel(next.html)).toBe(panel(first.html));
    // The rest of the page is this page's own.
    expect(next.html).toContain('Showing 28 to 36 of 40 products');
  });

  it('is rendered again for another category or sort, or when the categories it lists change', () => {
    serverRender('/marketplace/Shirts');
    const other = serverRender('/marketplace/PC%20Components');
    expect(other.rendered).toBe(true);
    expect(currentLinks(other.html)).toEqual(['PC Components', 'Newest First']);
    const sorted = serverRender('/marketplace/Shirts?sort=-price');
    expect(sorted.rendered).toBe(true);
    expect(currentLinks(sorted.html)).toEqual(['Shirts', 'Price: High to Low']);

    const counted = serverRender(
      '/marketplace/Shirts?page=3',
      pageData('/marketplace/Shirts?page=3', [...CATEGORIES.slice(0, 2), { name: 'Shirts', count: 7 }]),
    );
    expect(counted.rendered).toBe(true);
    expect(panel(counted.html)).toContain('7<span class="sr-only"> products)</span>');
  });

  it('is rendered for the page alone under a search, or a category not in the list', () => {
    const searched = serverRender('/marketplace?search=orion');
    expect(searched.rendered).toBe(false);
    expect(panel(searched.html)).toContain('value="orion"');
    expect(panel(serverRender('/marketplace?search=lyra').html)).toContain('value="lyra"');
    // Nothing of a searched page was kept for the pages without a search.
    const all = serverRender('/marketplace');
    expect(all.rendered).toBe(true);
    expect(panel(all.html)).toContain('value=""');

    for (const _ of [1, 2]) {
      const unlisted = serverRender('/marketplace/shirts');
      expect(unlisted.rendered).toBe(false);
      expect(currentLinks(unlisted.html)).toEqual(['Shirts', 'Newest First']);
    }
  });
});

describe('the kept panel in the browser', () => {
  it('hydrates without a mismatch, and its links and search work after', async () => {
    serverRender('/marketplace/Shirts?page=2');
    const path = '/marketplace/Shirts?page=3';
    const kept = serverRender(path);
    expect(kept.rendered).toBe(false);

    const container = document.createElement('div');
    container.innerHTML = kept.html;
    document.body.append(container);
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(path, pageData(path)), {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    expect(problems).toEqual([]);

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('link', { name: /^Manga & Comics/ })).toHaveAttribute(
      'href',
      '/marketplace/Manga%20%26%20Comics',
    );
    const search = within(filters).getByRole('searchbox', { name: 'Search products' });
    expect(search).toHaveAttribute('id', screen.getByText('Search products').getAttribute('for'));
    expect(within(filters).getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
  });
});
