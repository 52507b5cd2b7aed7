import type { Product } from '@astroden/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok } from '../../test/fake-api.ts';
import { CATEGORIES, makeProduct } from '../../test/fixtures.ts';
import { renderRoutes, storedCart } from '../../test/render.tsx';
import MarketplacePage from './marketplace-page.tsx';
import { reloadPage } from './reload-page.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

const routes = [
  { path: '/marketplace', element: <MarketplacePage /> },
  { path: '/marketplace/:category', element: <MarketplacePage /> },
  { path: '/product/:id', element: <p>Product page</p> },
];

/** 20 products across the three test categories; the fake list filters, sorts and pages like the API. */
const catalogue: Product[] = Array.from({ length: 20 }, (_, i) => makeProduct(i + 1));

function listProducts({ query }: ApiCall) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 9);
  const search = query.get('search')?.toLowerCase();
  const category = query.get('category');
  let rows = catalogue.filter(
    (p) => (!category || p.category === category) && (!search || p.name.toLowerCase().includes(search)),
  );
  if (query.get('sort') === 'price') rows = [...rows].sort((a, b) => a.price - b.price);
  if (query.get('sort') === '-price') rows = [...rows].sort((a, b) => b.price - a.price);
  const totalPages = Math.ceil(rows.length / limit);
  return {
    body: {
      success: true,
      data: rows.slice((page - 1) * limit, page * limit),
      total: rows.length,
      totalPages,
      currentPage: page,
    },
  };
}

const productCalls = (api: ReturnType<typeof mockApi>) => api.to('GET /products').map((c) => c.query);
const lastQuery = (api: ReturnType<typeof mockApi>) => Object.fromEntries(productCalls(api).at(-1) ?? []);
const cardNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const showing = (text: string) => screen.findByText(text, { selector: 'p' });

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('marketplace listing', () => {
  it("asks for page 1 of 9 newest products and says 'Showing 1 to 9 of 20 products'", async () => {
    const api = mockApi({ 'GET /products': listProducts });
    renderRoutes(routes, '/marketplace');
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    await showing('Showing 1 to 9 of 20 products');
    expect(lastQuery(api)).toEqual({ page: '1', limit: '9', sort: '-createdAt' });
    expect(cardNames()).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', `/product/${catalogue[0]!._id}`);
    await waitFor(() => expect(document.title).toBe('Marketplace | AstroDen'));
  });

  it('shows 9 placeholders while the first page loads', async () => {
    let answer: (r: ReturnType<typeof listProducts>) => void = () => {};
    mockApi({ 'GET /products': () => new Promise((resolve) => (answer = resolve)) });
    renderRoutes(routes, '/marketplace');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(9);
    await act(async () => answer(listProducts({ query: new URLSearchParams() } as ApiCall)));
    await showing('Showing 1 to 9 of 20 products');
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
  });

  it('takes the category from the route parameter, and a category link goes to its encoded path', async () => {
    const api = mockApi({ 'GET /products': listProducts });
    const { user, url } = renderRoutes(routes, '/marketplace/Manga%20%26%20Comics?sort=price');
    expect(screen.getByRole('heading', { level: 1, name: 'Manga & Comics' })).toBeInTheDocument();
    await showing('Showing 1 to 7 of 7 products');
    expect(lastQuery(api)).toMatchObject({ category: 'Manga & Comics', sort: 'price' });
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /^Manga & Comics/ })).toHaveAttribute('aria-current', 'page');

    await user.click(within(categories).getByRole('link', { name: /^PC Components/ }));
    expect(url()).toBe('/marketplace/PC%20Components?sort=price');
    await showing('Showing 1 to 6 of 6 products');
    expect(lastQuery(api)).toMatchObject({ category: 'PC Components', sort: 'price', page: '1' });
    await waitFor(() => expect(document.title).toBe('PC Components | AstroDen'));

    // All Products keeps the search and sort, drops the category.
    await user.click(within(categories).getByRole('link', { name: 'All Products' }));
    expect(url()).toBe('/marketplace?sort=price');
    await showing('Showing 1 to 9 of 20 products');
  });

  it('lists All Products and the categories, hiding blank names; a failed call falls back silently', async () => {
    mockApi({
      'GET /products': listProducts,
      'GET /products/categories/all': () => ok([...CATEGORIES, { name: '  ', count: 2 }]),
    });
    const first = renderRoutes(routes, '/marketplace');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    await within(categories).findByRole('link', { name: /^Shirts/ });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All Products', 'PC Components(4 products)', 'Manga & Comics(3 products)', 'Shirts(2 products)']);
    first.view.unmount();

    mockApi({ 'GET /products': listProducts, 'GET /products/categories/all': () => fail(500, 'Database down') });
    renderRoutes(routes, '/marketplace');
    const fallback = screen.getByRole('navigation', { name: 'Categories' });
    await within(fallback).findByRole('link', { name: 'Collectibles' });
    expect(
      within(fallback)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All Products', 'PC Components', 'Manga & Comics', 'Shirts', 'Accessories', 'Collectibles']);
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });

  it('debounces the search into ?search=, back to page 1, and Back restores the previous URL', async () => {
    const api = mockApi({ 'GET /products': listProducts });
    const { user, url, router } = renderRoutes(routes, '/marketplace?sort=-price&page=2');
    await showing('Showing 10 to 18 of 20 products');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    const before = productCalls(api).length;

    await user.type(box, 'product 1');
    // Nothing is asked while typing...
    expect(url()).toBe('/marketplace?sort=-price&page=2');
    // ...then one request once the typing pauses.
    await waitFor(() => expect(url()).toBe('/marketplace?search=product+1&sort=-price'));
    await showing('Showing 1 to 9 of 11 products');
    expect(
      productCalls(api)
        .slice(before)
        .map((q) => q.get('search')),
    ).toEqual(['product 1']);
    expect(lastQuery(api)).toMatchObject({ search: 'product 1', sort: '-price', page: '1' });
    expect(screen.getByText('“product 1”')).toBeInTheDocument();

    // Refining the words replaces the entry; Back goes to before the search began.
    await user.type(box, '0');
    await waitFor(() => expect(url()).toBe('/marketplace?search=product+10&sort=-price'));
    await act(() => router.navigate(-1));
    expect(url()).toBe('/marketplace?sort=-price&page=2');
    await waitFor(() => expect(box).toHaveValue(''));
    await showing('Showing 10 to 18 of 20 products');
  });

  it('sorts through the sort links, marking the current one, and Back undoes it', async () => {
    const api = mockApi({ 'GET /products': listProducts });
    const { user, url, router } = renderRoutes(routes, '/marketplace?page=2');
    await showing('Showing 10 to 18 of 20 products');
    const sorts = screen.getByRole('navigation', { name: 'Sort by' });
    expect(
      within(sorts)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Newest First', 'Price: Low to High', 'Price: High to Low', 'Highest Rated']);
    expect(within(sorts).getByRole('link', { name: 'Newest First' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sorts).getByRole('link', { name: 'Price: High to Low' }));
    expect(url()).toBe('/marketplace?sort=-price');
    await waitFor(() => expect(cardNames()[0]).toBe('Product 20'));
    expect(lastQuery(api)).toMatchObject({ sort: '-price', page: '1' });
    expect(within(sorts).getByRole('link', { name: 'Price: High to Low' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sorts).getByRole('link', { name: 'Highest Rated' }));
    expect(lastQuery(api)).toMatchObject({ sort: '-rating' });
    await act(() => router.navigate(-1));
    expect(url()).toBe('/marketplace?sort=-price');
  });

  it('pages within bounds, keeps the page in the URL, and Back returns to the previous page', async () => {
    const api = mockApi({ 'GET /products': listProducts });
    const { user, url, router } = renderRoutes(routes, '/marketplace');
    await showing('Showing 1 to 9 of 20 products');
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    // Links (they work before the page's script runs, and without it); one with nowhere to go is disabled.
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    expect(
      within(pages)
        .getAllByRole('link', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/marketplace?page=3');
    const firstPage = cardNames();

    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(url()).toBe('/marketplace?page=3');
    await showing('Showing 19 to 20 of 20 products');
    expect(lastQuery(api)).toMatchObject({ page: '3' });
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(window.scrollTo).toHaveBeenCalled();

    // Clicking the current page or the disabled Next changes nothing.
    const calls = productCalls(api).length;
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(url()).toBe('/marketplace?page=3');
    expect(productCalls(api)).toHaveLength(calls);

    await user.click(within(pages).getByRole('link', { name: 'Previous page' }));
    expect(url()).toBe('/marketplace?page=2');
    await showing('Showing 10 to 18 of 20 products');

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(url()).toBe('/marketplace');
    await showing('Showing 1 to 9 of 20 products');
    expect(cardNames()).toEqual(firstPage);
  });

  it('moves a page past the last one to the last page', async () => {
    mockApi({ 'GET /products': listProducts });
    const { url } = renderRoutes(routes, '/marketplace?page=99');
    await waitFor(() => expect(url()).toBe('/marketplace?page=3'));
    await showing('Showing 19 to 20 of 20 products');
  });

  it("shows 'No products found' with Clear Filters, which goes back to every product", async () => {
    mockApi({ 'GET /products': listProducts });
    const { user, url } = renderRoutes(routes, '/marketplace/Shirts?search=zzz&sort=price');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    expect(clear).toHaveLength(2); // in the panel and in the empty state
    await user.click(clear[1]!);
    expect(url()).toBe('/marketplace');
    await showing('Showing 1 to 9 of 20 products');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it("shows 'Error loading products' with the server's message, and Try Again reloads the page", async () => {
    mockApi({ 'GET /products': () => fail(503, 'The catalogue is being restocked') });
    const { user } = renderRoutes(routes, '/marketplace');
    expect(await screen.findByRole('heading', { name: 'Error loading products' })).toBeInTheDocument();
    expect(screen.getByText('The catalogue is being restocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to fetch products' when the server gives no message", async () => {
    mockApi({ 'GET /products': () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    renderRoutes(routes, '/marketplace');
    expect(await screen.findByRole('heading', { name: 'Error loading products' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('folds the phone filter panel away once a choice is made, and counts the active filters', async () => {
    mockApi({ 'GET /products': listProducts });
    const { user, url } = renderRoutes(routes, '/marketplace?search=product');
    const toggle = screen.getByRole('button', { name: /Show Filters/ });
    expect(toggle).toHaveAttribute('aria-controls', 'market-filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show Filters1 active');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Filters');
    await user.click(screen.getByRole('link', { name: 'Highest Rated' }));
    expect(url()).toBe('/marketplace?search=product&sort=-rating');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show Filters2 active');
  });

  it("adds a card's product only up to its stock, and says so instead of 'added to cart'", async () => {
    const lastOne = makeProduct(21, { name: 'Meteorite Fragment', category: 'Collectibles', stock: 1 });
    mockApi({ 'GET /products': () => ok([lastOne], { total: 1, totalPages: 1, currentPage: 1 }) });
    const { user } = renderRoutes(routes, '/marketplace/Collectibles');
    const add = await screen.findByRole('button', { name: /Add to Cart.*Meteorite Fragment/ });
    await user.click(add);
    expect(await screen.findByText('Meteorite Fragment added to cart')).toBeInTheDocument();
    await user.click(add);
    expect(
      await screen.findByText('Only 1 of Meteorite Fragment available, and it is already in your cart'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Meteorite Fragment added to cart')).toHaveLength(1);
    expect(storedCart()).toEqual([expect.objectContaining({ id: lastOne._id, quantity: 1, stock: 1 })]);
  });

  it("gives each card's picture the product's name, read once through the name's link", async () => {
    mockApi({ 'GET /products': listProducts });
    renderRoutes(routes, '/marketplace');
    await showing('Showing 1 to 9 of 20 products');
    const card = screen.getAllByRole('article')[0]!;
    const name = within(card).getByRole('heading').textContent ?? '';
    expect(within(card).getByAltText(name)).toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('link', { name })).toBeInTheDocument();
  });
});
