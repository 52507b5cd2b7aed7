import { ANALYTICS_MESSAGES, todayIn } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockHandler, mockApi, ok, page } from '../../test/fake-api.ts';
import { orderFixture } from '../../test/fixtures.ts';
import { findToast, renderAdmin, slow } from '../../test/render.tsx';
import { quickRange } from './analytics-range.ts';
import { analyticsFixture, emptyQueue, emptyRestock } from './test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const api = (overrides: Record<string, MockHandler | ReturnType<typeof ok>> = {}) =>
  mockApi({
    'GET /dashboard': ok({
      totalUsers: 1,
      totalProducts: 1,
      totalOrders: 1,
      totalRevenue: 1,
      recentOrders: [orderFixture()],
    }),
    'GET /dashboard/sales': ok([]),
    'GET /dashboard/products': ok([]),
    'GET /dashboard/analytics': ok(analyticsFixture()),
    'GET /dashboard/restock': ok(emptyRestock),
    'GET /dashboard/queue': ok(emptyQueue),
    'GET /pods': page([]),
    ...overrides,
  });
const analyticsCalls = (calls: ReturnType<typeof api>['calls']) =>
  calls.filter((c) => c.path === '/dashboard/analytics').map((c) => Object.fromEntries(c.query));
const section = () => screen.findByRole('region', { name: 'Sales by Date Range' }, slow);

describe('sales by date range', () => {
  it('asks for the default range and shows the figures against the previous period, by status, and as a table', async () => {
    const { calls } = api();
    renderAdmin('/admin/dashboard');
    const region = within(await section());
    const figures = within(await region.findByRole('list', { name: 'Sales figures' }, slow));
    expect(analyticsCalls(calls)).toEqual([{ bucket: 'day' }]);
    // Revenue 2,240.50 against 2,000: +12%; orders 5 against 5; AOV 746.83 against 1,000: −25%
    expect(figures.getByText('₹2,240.50')).toBeInTheDocument();
    expect(figures.getByText('+12%')).toBeInTheDocument();
    expect(figures.getByText('vs. previous period (₹2,000.00)')).toBeInTheDocument();
    expect(figures.getByText('0%')).toBeInTheDocument();
    expect(figures.getByText('3 completed', { exact: false })).toBeInTheDocument();
    expect(figures.getByText('−25%')).toBeInTheDocument();
    // The server's range fills the date fields, said in the shop's time zone.
    expect(region.getByLabelText('From')).toHaveValue('2026-11-22');
    expect(region.getByLabelText('To')).toHaveValue('2026-11-24');
    expect(region.getByText('22 Nov 2026 – 24 Nov 2026')).toBeInTheDocument();
    expect(region.getByText(/days in Asia\/Kolkata/)).toBeInTheDocument();

    const statuses = within(region.getByRole('list', { name: 'Orders by status' }));
    expect(statuses.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pending1',
      'Processing1',
      'Completed3',
      'Failed0',
      'Cancelled0',
    ]);

    const table = region.getByRole('table', { name: 'Revenue and orders per day, 22 Nov 2026 – 24 Nov 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('24 Nov 2026₹1,240.5032₹620.25₹0.00');
  });

  it('keeps the range and bucket in the URL and asks for them', async () => {
    const { calls } = api({
      'GET /dashboard/analytics': ({ query }) =>
        ok(analyticsFixture({ from: query.get('from') ?? '2026-11-22', to: query.get('to') ?? '2026-11-24' })),
    });
    const { user, router } = renderAdmin('/admin/dashboard?from=2026-10-01&to=2026-10-31&bucket=week');
    const region = within(await section());
    await region.findByRole('list', { name: 'Sales figures' }, slow);
    expect(analyticsCalls(calls)[0]).toEqual({ from: '2026-10-01', to: '2026-10-31', bucket: 'week' });
    expect(region.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(region.getByLabelText('From')).toHaveValue('2026-10-01');

    await user.click(region.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toContain('bucket=month'));
    await waitFor(() =>
      expect(analyticsCalls(calls).at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31', bucket: 'month' }),
    );

    const from = region.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-09-15');
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-09-15'));
    await waitFor(() => expect(analyticsCalls(calls).at(-1)).toMatchObject({ from: '2026-09-15', to: '2026-10-31' }));

    await user.click(region.getByRole('button', { name: 'Last 7 days' }));
    const want = quickRange('7d', todayIn('Asia/Kolkata'));
    await waitFor(() => expect(analyticsCalls(calls).at(-1)).toEqual({ ...want, bucket: 'month' }));
    // nuqs writes the URL after the state (throttled): the query can go out first.
    await waitFor(() => expect(router.state.location.search).toContain(`from=${want.from}`));
    expect(await region.findByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the range has no orders', async () => {
    const empty = analyticsFixture();
    empty.totals = { revenue: 0, orders: 0, completedOrders: 0, averageOrderValue: 0 };
    empty.buckets = empty.buckets.map((b) => ({
      ...b,
      revenue: 0,
      orders: 0,
      completedOrders: 0,
      averageOrderValue: 0,
    }));
    api({ 'GET /dashboard/analytics': ok(empty) });
    renderAdmin('/admin/dashboard');
    const region = within(await section());
    expect(await region.findByText(ANALYTICS_MESSAGES.noOrders, {}, slow)).toBeInTheDocument();
    // revenue, orders and average all fell from the previous period's to nothing
    expect(region.getAllByText('−100%')).toHaveLength(3);
  });

  it("shows the server's refusal of a range with Retry, the controls still there to fix it", async () => {
    api({ 'GET /dashboard/analytics': fail(400, ANALYTICS_MESSAGES.order) });
    renderAdmin('/admin/dashboard?from=2026-11-30&to=2026-11-01');
    const region = within(await section());
    expect(await region.findByText(ANALYTICS_MESSAGES.order, {}, slow)).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(region.getByLabelText('From')).toHaveValue('2026-11-30');
  });

  it('downloads the CSV of the range on screen, and says so when it cannot', async () => {
    let refuse = false;
    const { calls } = api({
      'GET /dashboard/analytics.csv': () => (refuse ? fail(400, ANALYTICS_MESSAGES.bucket) : ok('csv')),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderAdmin('/admin/dashboard?from=2026-11-01&to=2026-11-20&bucket=week');
    const region = within(await section());
    await user.click(await region.findByRole('button', { name: 'Download CSV' }, slow));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const csvCall = calls.find((c) => c.path === '/dashboard/analytics.csv')!;
    expect(Object.fromEntries(csvCall.query)).toEqual({ from: '2026-11-01', to: '2026-11-20', bucket: 'week' });
    expect(clicked[0]!.href).toMatch(/^blob:/);
    expect(clicked[0]!.download).toBe('sales.csv');

    refuse = true;
    await user.click(region.getByRole('button', { name: 'Download CSV' }));
    expect(await findToast(ANALYTICS_MESSAGES.bucket)).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
  });
});
