import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routeComponent } from '../../test/routes.tsx';
import PodDetailPage from './pod-detail-page.tsx';
import PodsPage from './pods-page.tsx';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/space-pods', element: <PodsPage /> },
      { path: '/space-pods/:id', Component: routeComponent(PodDetailPage) },
    ],
    path,
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

afterEach(() => vi.unstubAllGlobals());

describe('space pods list', () => {
  it('shows Coming Soon when there are no pods', async () => {
    mockApi({ 'GET /pods': page([]) });
    renderAt('/space-pods');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Stay Tuned for more info')).toBeInTheDocument();
  });

  it('shows cards linking to each pod with only the first 3 features, and pages when there are more', async () => {
    const api = mockApi({ 'GET /pods': page([pod], 2) });
    renderAt('/space-pods');
    const link = await screen.findByRole('link', { name: /Lunar Lounge/ });
    expect(link).toHaveAttribute('href', '/space-pods/pod-1');
    expect(screen.getByText('Bean bags')).toBeInTheDocument();
    expect(screen.queryByText('Sound system')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Space pods pages' })).toBeInTheDocument();
    expect(api.to('GET /pods')[0]?.query.get('limit')).toBe('9');
  });

  it('names each card under the page heading, and says Coming Soon once', async () => {
    mockApi({ 'GET /pods': page([pod]) });
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
    mockApi({ 'GET /pods/pod-1': ok(pod) });
    renderAt('/space-pods/pod-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunar Lounge' })).toBeInTheDocument();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.getByText('Size: N/A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    expect(screen.getByText('Up to 10 guests')).toBeInTheDocument();
  });

  it('shows the nightly price in rupees and the size in sqft', async () => {
    mockApi({ 'GET /pods/pod-1': ok({ ...pod, price: 2499, size: 95 }) });
    renderAt('/space-pods/pod-1');
    expect(await screen.findByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('per night')).toBeInTheDocument();
    expect(screen.getByText('Size: 95 sqft')).toBeInTheDocument();
  });

  it('switches gallery images with thumbnail buttons and arrow keys', async () => {
    mockApi({ 'GET /pods/pod-1': ok(pod) });
    const { user } = renderAt('/space-pods/pod-1');
    const first = await screen.findByRole('button', { name: 'Show image 1 of 2' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Lunar Lounge, image 1 of 2' })).toHaveAttribute(
      'src',
      '/uploads/pods/a-800.webp',
    );
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Lunar Lounge, image 2 of 2' })).toHaveAttribute(
      'src',
      '/uploads/pods/b-800.webp',
    );
  });

  it('shows Space Pod Not Found with a way back when the fetch fails', async () => {
    mockApi({ 'GET /pods/missing': fail(404, 'Pod not found') });
    renderAt('/space-pods/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Space Pod Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Space Pods/ })).toHaveAttribute('href', '/space-pods');
  });
});
