import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockHandler, mockApi, ok, page } from '../../test/fake-api.ts';
import { orderFixture, podFixture } from '../../test/fixtures.ts';
import { renderAdmin, slow } from '../../test/render.tsx';
import { analyticsFixture, emptyQueue, emptyRestock } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const overview = {
  totalUsers: 6,
  totalProducts: 48,
  totalOrders: 72,
  totalRevenue: 681948,
  recentOrders: [
    orderFixture(),
    orderFixture({ _id: 'o2', orderId: 'ORD-20261120-0002', status: 'pending' }),
    orderFixture({ _id: 'o3', orderId: 'ORD-20261120-0003', status: 'cancelled' }),
  ],
};
const top = [{ _id: 'p1', name: 'Floating Moon Lamp', images: [], price: 5499, totalSold: 17, totalRevenue: 93483 }];
const sales = [
  { _id: '2026-10', total: 1200, count: 2 },
  { _id: '2026-11', total: 800.5, count: 1 },
];

const api = (overrides: Record<string, MockHandler | ReturnType<typeof ok>> = {}) =>
  mockApi({
    'GET /dashboard': ok(overview),
    'GET /dashboard/sales': ok(sales),
    'GET /dashboard/products': ok(top),
    'GET /dashboard/analytics': ok(analyticsFixture()),
    'GET /dashboard/restock': ok(emptyRestock),
    'GET /pods': page([podFixture()]),
    'GET /dashboard/queue': ok(emptyQueue),
    ...overrides,
  });

describe('admin dashboard', () => {
  it('shows the overview, recent orders with status badges, top sellers and pods', async () => {
    api();
    renderAdmin('/admin/dashboard');
    const cards = await screen.findByRole('list', { name: 'Overview' }, slow);
    expect(within(cards).getByText('Total Users')).toBeInTheDocument();
    expect(within(cards).getByText('₹6,81,948.00')).toBeInTheDocument();
    expect(within(cards).getByText('72')).toBeInTheDocument();

    const orders = screen.getByRole('table', { name: 'Recent orders' });
    expect(within(orders).getByRole('rowheader', { name: '#ORD-20261120-0001' })).toBeInTheDocument();
    expect(within(orders).getByText('Completed').className).toContain('emerald');
    expect(within(orders).getByText('Pending').className).toContain('amber');
    expect(within(orders).getByText('Cancelled').className).toContain('red');
    expect(within(orders).getAllByText('₹1,599.00')).toHaveLength(3);

    const topSelling = screen.getByRole('region', { name: 'Top-Selling Products' });
    expect(within(topSelling).getByText('Floating Moon Lamp')).toBeInTheDocument();
    expect(within(topSelling).getByText('17 units sold')).toBeInTheDocument();
    expect(within(topSelling).getByText('₹93,483.00')).toBeInTheDocument();

    expect(await screen.findByRole('table', { name: 'Space pods' })).toHaveTextContent('Lunar Lounge');
    // The chart's numbers are also there for screen readers.
    expect(screen.getByRole('table', { name: 'Sales per month' })).toHaveTextContent('₹800.50');
  });

  it('asks for month sales first and week sales when Week is pressed', async () => {
    const { calls } = api();
    const { user } = renderAdmin('/admin/dashboard');
    // The sales-by-date-range section has Day / Week / Month of its own: this is the Sales Analytics card's.
    const card = within(await screen.findByRole('region', { name: 'Sales Analytics' }, slow));
    const week = card.getByRole('button', { name: 'Week' });
    expect(card.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.path === '/dashboard/sales').map((c) => c.query.get('period'))).toEqual(['month']);
    await user.click(week);
    expect(week).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/dashboard/sales').map((c) => c.query.get('period'))).toEqual([
        'month',
        'week',
      ]),
    );
  });

  it("shows the server's message with Retry, and loads on retry", async () => {
    let failing = true;
    api({ 'GET /dashboard': () => (failing ? fail(500, 'Database is unavailable') : ok(overview)) });
    const { user } = renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Database is unavailable', {}, slow)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch dashboard data' when the server cannot be reached, and ignores a pods failure", async () => {
    api({
      'GET /dashboard/products': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /pods': fail(500, 'Pods are down'),
    });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Failed to fetch dashboard data', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('still shows the dashboard when only the pods call fails', async () => {
    api({ 'GET /pods': fail(500, 'Pods are down') });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Total Users', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Pods are down')).not.toBeInTheDocument());
    expect(screen.queryByRole('table', { name: 'Space pods' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
