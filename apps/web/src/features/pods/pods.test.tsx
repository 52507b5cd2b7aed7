import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import PodDetailPage from './pod-detail-page.tsx';
import PodsPage from './pods-page.tsx';

type Reply = { status?: number; body: unknown };
/** Stubs fetch at the network boundary: each request path (without query) answers with an API envelope. */
function mockApi(routes: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const reply = routes[path] ?? { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/space-pods', element: <PodsPage /> },
      { path: '/space-pods/:id', element: <PodDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const pod = {
  _id: 'pod-1',
  name: 'Lunar Lounge',
  description: 'A private lounge for groups.',
  shortDescription: null,
  category: 'Group',
  price: null,
  size: null,
  features: ['Stage screen', 'Eight stations', 'Bean bags', 'Sound system'],
  specs: { Capacity: 'Up to 10 guests' },
  images: ['/uploads/pods/a-800.webp', '/uploads/pods/b.png'],
  image: '/uploads/pods/a-800.webp',
  whatsappLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const page = (data: unknown[], totalPages = 1) => ({
  body: { success: true, data, total: data.length, totalPages, currentPage: 1 },
});

afterEach(() => vi.unstubAllGlobals());

describe('space pods list', () => {
  it('shows Coming Soon when there are no pods', async () => {
    mockApi({ '/api/pods': page([]) });
    renderAt('/space-pods');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Stay Tuned for more info')).toBeInTheDocument();
  });

  it('shows cards linking to each pod with only the first 3 features, and pages when there are more', async () => {
    const fetchMock = mockApi({ '/api/pods': page([pod], 2) });
    renderAt('/space-pods');
    const link = await screen.findByRole('link', { name: /Lunar Lounge/ });
    expect(link).toHaveAttribute('href', '/space-pods/pod-1');
    expect(screen.getByText('Bean bags')).toBeInTheDocument();
    expect(screen.queryByText('Sound system')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Space pods pages' })).toBeInTheDocument();
    const podCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/api/pods'));
    expect(podCall).toContain('limit=9');
  });

  it('names each card under the page heading, and says Coming Soon once', async () => {
    mockApi({ '/api/pods': page([pod]) });
    renderAt('/space-pods');
    // h1 then h2: no level skipped.
    expect(await screen.findByRole('heading', { level: 2, name: 'Lunar Lounge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Space Pods' })).toBeInTheDocument();
    // The link reads category, Coming Soon, name...: the hover overlay's copy is not read a second time.
    expect(screen.getByRole('link', { name: /^Group Coming Soon Lunar Lounge A private lounge/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Coming Soon.*Coming Soon/ })).not.toBeInTheDocument();
    // The page is not a second region named "Space Pods" beside the footer's.
    expect(screen.queryByRole('region', { name: 'Space Pods' })).not.toBeInTheDocument();
  });
});

describe('pod detail', () => {
  it('shows Price on request and Size: N/A when the pod has neither', async () => {
    mockApi({ '/api/pods/pod-1': { body: { success: true, data: pod } } });
    renderAt('/space-pods/pod-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunar Lounge' })).toBeInTheDocument();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.getByText('Size: N/A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    expect(screen.getByText('Up to 10 guests')).toBeInTheDocument();
  });

  it('shows the nightly price in rupees and the size in sqft', async () => {
    mockApi({ '/api/pods/pod-1': { body: { success: true, data: { ...pod, price: 2499, size: 95 } } } });
    renderAt('/space-pods/pod-1');
    expect(await screen.findByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('per night')).toBeInTheDocument();
    expect(screen.getByText('Size: 95 sqft')).toBeInTheDocument();
  });

  it('switches gallery images with thumbnail buttons and arrow keys', async () => {
    mockApi({ '/api/pods/pod-1': { body: { success: true, data: pod } } });
    renderAt('/space-pods/pod-1');
    const first = await screen.findByRole('button', { name: 'Show image 1 of 2' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Lunar Lounge, image 1 of 2' })).toHaveAttribute(
      'src',
      '/uploads/pods/a-800.webp',
    );
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Lunar Lounge, image 2 of 2' })).toHaveAttribute(
      'src',
      '/uploads/pods/b-800.webp',
    );
  });

  it('shows Space Pod Not Found with a way back when the fetch fails', async () => {
    mockApi({ '/api/pods/missing': { status: 404, body: { success: false, message: 'Pod not found' } } });
    renderAt('/space-pods/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Space Pod Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Space Pods/ })).toHaveAttribute('href', '/space-pods');
  });
});
