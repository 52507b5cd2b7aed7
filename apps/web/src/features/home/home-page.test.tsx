import { DEFAULT_PUBLIC_SETTINGS, FALLBACK_CATEGORIES } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, type MockHandler, type MockResponse, mockApi, ok, page } from '../../test/fake-api.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import HomePage from './home-page.tsx';

type Routes = Record<string, MockHandler | MockResponse>;

/** The query of each call to one "METHOD /path". */
const requests = (api: ReturnType<typeof mockApi>, key: string) => api.to(key).map((c) => c.query);

/** The real providers; the app's retries unless `retry: false`, so a failing call fails at once. */
function renderHome({ retry = true } = {}) {
  return renderPage(HomePage, testQueryClient({ retry }));
}

const failure = fail(500, 'Internal server error');

const pod = (n: number) => ({
  _id: `pod-${n}`,
  name: `Orbit Pod ${n}`,
  description: 'A capsule for long sessions.',
  shortDescription: null,
  category: 'Solo',
  price: 999,
  size: 45,
  features: ['Display', 'Console', 'Mattress', 'Lamp'],
  specs: {},
  images: [],
  image: null,
  whatsappLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const product = (n: number, category = 'Collectibles') => ({
  _id: `product-${n}`,
  name: `${category} item ${n}`,
  description: 'Made for the crew.',
  price: 499 + n,
  stock: 5,
  category,
  images: [],
  image: null,
  weight: null,
  dimensions: null,
  features: [],
  rating: 4.5,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const categories = ok([
  { name: 'Shirts', count: 3 },
  { name: '', count: 1 },
  { name: '   ', count: 1 },
  { name: 'Anime Figures', count: 8 },
]);
/** Products answer by category, so a chip's effect shows in the cards. */
const productsByCategory = ({ query }: ApiCall): MockResponse => {
  const category = query.get('category');
  return page(category ? [product(9, category)] : [1, 2, 3, 4].map((n) => product(n)));
};
const happyApi = (): Routes => ({
  'GET /pods': page([1, 2, 3].map(pod)),
  'GET /products': productsByCategory,
  'GET /products/categories/all': categories,
});

beforeEach(() => {
  // jsdom has no WebGL: the Earth shows its static planet, as it would in a browser without WebGL.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home hero', () => {
  it('shows the brand, subheading, tagline and both links at once, without waiting for the 3D Earth', () => {
    mockApi(happyApi());
    renderHome();
    // Synchronous queries: nothing here may wait for a fetch or the Earth's chunk.
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_PUBLIC_SETTINGS.brandName })).toBeInTheDocument();
    expect(screen.getByText('Your Anime & Gaming Protocol')).toBeInTheDocument();
    expect(screen.getByText(/Dock in a private pod/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ready to lift off' })).toHaveAttribute('href', '/space-pods');
    expect(screen.getByRole('link', { name: 'Visit Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByTestId('earth')).toHaveAttribute('aria-hidden', 'true');
    expect(document.title).toBe(DEFAULT_PUBLIC_SETTINGS.brandName);
  });

  it('uses the brand name from the public settings as headline and page title', async () => {
    mockApi({
      ...happyApi(),
      'GET /settings/public': ok({ ...DEFAULT_PUBLIC_SETTINGS, brandName: 'Nebula Den' }),
    });
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nebula Den' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nebula Den'));
  });
});

describe('home space pods', () => {
  it('shows three placeholders while loading, then up to 3 pod cards and View All Space Pods', async () => {
    const api = mockApi(happyApi());
    renderHome();
    const loading = screen.getByRole('status', { name: 'Loading space pods' });
    expect(loading.children).toHaveLength(3);

    const section = screen.getByRole('region', { name: 'Discover Our Space Pods' });
    expect(await within(section).findByRole('link', { name: /Orbit Pod 1/ })).toHaveAttribute(
      'href',
      '/space-pods/pod-1',
    );
    expect(within(section).getAllByRole('link', { name: /Orbit Pod/ })).toHaveLength(3);
    expect(screen.queryByRole('status', { name: 'Loading space pods' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /View All Space Pods/ })).toHaveAttribute('href', '/space-pods');
    expect(requests(api, 'GET /pods')[0]?.get('limit')).toBe('3');
  });

  it('shows Coming Soon and Stay Tuned for more info when there are no pods', async () => {
    mockApi({ ...happyApi(), 'GET /pods': page([]) });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Stay Tuned for more info')).toBeInTheDocument();
  });

  it('shows Coming Soon, and no error, when the pods call fails', async () => {
    mockApi({ ...happyApi(), 'GET /pods': failure });
    renderHome({ retry: false });
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Stay Tuned for more info')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Internal server error|Failed to fetch pods/)).not.toBeInTheDocument();
  });
});

describe('home marketplace', () => {
  it('shows four placeholders, then 4 product cards and Browse Marketplace', async () => {
    const api = mockApi(happyApi());
    renderHome();
    expect(screen.getByRole('status', { name: 'Loading products' }).children).toHaveLength(4);

    const section = screen.getByRole('region', { name: 'Space-Themed Marketplace' });
    expect(await within(section).findByRole('link', { name: 'Collectibles item 1' })).toHaveAttribute(
      'href',
      '/product/product-1',
    );
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section).getByRole('link', { name: /Browse Marketplace/ })).toHaveAttribute('href', '/marketplace');
    const first = requests(api, 'GET /products')[0]!;
    expect(first.get('limit')).toBe('4');
    expect(first.has('category')).toBe(false);
  });

  it('offers All plus the named categories as links, and a chip shows 4 products of that category', async () => {
    const api = mockApi(happyApi());
    const { user } = renderHome();
    const chips = screen.getByRole('navigation', { name: 'Filter products by category' });
    const shirts = await within(chips).findByRole('link', { name: 'Shirts' });
    // Blank names are hidden: All, Shirts and Anime Figures only.
    expect(
      within(chips)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Shirts', 'Anime Figures']);
    // Real links, so a chip works before the page's script runs (and without it).
    expect(shirts).toHaveAttribute('href', '/?category=Shirts#home-market');
    const all = within(chips).getByRole('link', { name: 'All' });
    expect(all).toHaveAttribute('href', '/#home-market');
    expect(all).toHaveAttribute('aria-current', 'true');
    expect(shirts).not.toHaveAttribute('aria-current');

    await user.click(shirts);
    expect(await screen.findByRole('link', { name: 'Shirts item 9' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Shirts' })).toHaveAttribute('aria-current', 'true');
    expect(within(chips).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    const last = requests(api, 'GET /products').at(-1)!;
    expect(last.get('category')).toBe('Shirts');
    expect(last.get('limit')).toBe('4');
  });

  it('falls back to the built-in categories, silently, when the categories call fails', async () => {
    mockApi({ ...happyApi(), 'GET /products/categories/all': failure });
    renderHome({ retry: false });
    const chips = screen.getByRole('navigation', { name: 'Filter products by category' });
    expect(await within(chips).findByRole('link', { name: 'PC Components' })).toBeInTheDocument();
    expect(
      within(chips)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['All', ...FALLBACK_CATEGORIES.map((c) => c.name)]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('home testimonials', () => {
  it('shows three fixed guest testimonials, each a quote with its author', () => {
    mockApi(happyApi());
    renderHome();
    const section = screen.getByRole('region', { name: 'What Our Guests Say' });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(figure.querySelector('blockquote')?.textContent?.trim()).not.toBe('');
      expect(figure.querySelector('figcaption')?.textContent?.trim()).not.toBe('');
    }
  });
});
