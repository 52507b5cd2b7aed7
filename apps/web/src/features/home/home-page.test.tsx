import { DEFAULT_PUBLIC_SETTINGS, FALLBACK_CATEGORIES } from '@astroden/shared/constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers.tsx';
import HomePage from './home-page.tsx';

type Reply = { status?: number; body: unknown };
type Routes = Record<string, Reply | ((url: URL) => Reply)>;

/** Stubs fetch at the network boundary: each path (without query) answers with an API envelope. */
function mockApi(routes: Routes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname];
    const reply = (typeof route === 'function' ? route(url) : route) ?? {
      status: 404,
      body: { success: false, message: 'Not found' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === path);

/** The real providers; `retry: false` so a failing call fails at once instead of after the usual retries. */
function renderHome({ retry = true } = {}) {
  const queryClient = createQueryClient();
  if (!retry) queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const page = (data: unknown[]) => ({
  body: { success: true, data, total: data.length, totalPages: 1, currentPage: 1 },
});
const failure: Reply = { status: 500, body: { success: false, message: 'Internal server error' } };

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
const categories = {
  body: {
    success: true,
    data: [
      { name: 'Shirts', count: 3 },
      { name: '', count: 1 },
      { name: '   ', count: 1 },
      { name: 'Anime Figures', count: 8 },
    ],
  },
};
/** Products answer by category, so a chip's effect shows in the cards. */
const productsByCategory = (url: URL): Reply => {
  const category = url.searchParams.get('category');
  return page(category ? [product(9, category)] : [1, 2, 3, 4].map((n) => product(n)));
};
const happyApi = (): Routes => ({
  '/api/pods': page([1, 2, 3].map(pod)),
  '/api/products': productsByCategory,
  '/api/products/categories/all': categories,
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
      '/api/settings/public': {
        body: { success: true, data: { ...DEFAULT_PUBLIC_SETTINGS, brandName: 'Nebula Den' } },
      },
    });
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nebula Den' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nebula Den'));
  });
});

describe('home space pods', () => {
  it('shows three placeholders while loading, then up to 3 pod cards and View All Space Pods', async () => {
    const fetchMock = mockApi(happyApi());
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
    expect(requests(fetchMock, '/api/pods')[0]?.searchParams.get('limit')).toBe('3');
  });

  it('shows Coming Soon and Stay Tuned for more info when there are no pods', async () => {
    mockApi({ ...happyApi(), '/api/pods': page([]) });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Stay Tuned for more info')).toBeInTheDocument();
  });

  it('shows Coming Soon, and no error, when the pods call fails', async () => {
    mockApi({ ...happyApi(), '/api/pods': failure });
    renderHome({ retry: false });
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Stay Tuned for more info')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Internal server error|Failed to fetch pods/)).not.toBeInTheDocument();
  });
});

describe('home marketplace', () => {
  it('shows four placeholders, then 4 product cards and Browse Marketplace', async () => {
    const fetchMock = mockApi(happyApi());
    renderHome();
    expect(screen.getByRole('status', { name: 'Loading products' }).children).toHaveLength(4);

    const section = screen.getByRole('region', { name: 'Space-Themed Marketplace' });
    expect(await within(section).findByRole('link', { name: 'Collectibles item 1' })).toHaveAttribute(
      'href',
      '/product/product-1',
    );
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section).getByRole('link', { name: /Browse Marketplace/ })).toHaveAttribute('href', '/marketplace');
    const first = requests(fetchMock, '/api/products')[0]!;
    expect(first.searchParams.get('limit')).toBe('4');
    expect(first.searchParams.has('category')).toBe(false);
  });

  it('offers All plus the named categories as links, and a chip shows 4 products of that category', async () => {
    const fetchMock = mockApi(happyApi());
    renderHome();
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

    await userEvent.click(shirts);
    expect(await screen.findByRole('link', { name: 'Shirts item 9' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Shirts' })).toHaveAttribute('aria-current', 'true');
    expect(within(chips).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    const last = requests(fetchMock, '/api/products').at(-1)!;
    expect(last.searchParams.get('category')).toBe('Shirts');
    expect(last.searchParams.get('limit')).toBe('4');
  });

  it('falls back to the built-in categories, silently, when the categories call fails', async () => {
    mockApi({ ...happyApi(), '/api/products/categories/all': failure });
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
