import type { Order } from '@astroden/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { renderAdmin } from '../../test/render.tsx';

type Line = Order['products'][number];
const line = (name: string, quantity: number, price = 499): Line => ({
  productId: { _id: `p-${name}`, name, images: [`/uploads/products/${name}.png`], price },
  quantity,
});

const order = (over: Partial<Order> & Pick<Order, 'orderId'>): Order => ({
  _id: `id-${over.orderId}`,
  customer: {
    fullName: 'Karthik Das',
    email: 'karthik@mail.example',
    phone: '+91 96768 96126',
    address: {
      addressLine1: '16A, Blue Ridge Residency',
      addressLine2: 'Next to Post Office',
      town: 'Lucknow',
      state: 'Uttar Pradesh',
      pincode: '226013',
      country: 'India',
    },
  },
  products: [line('Nebula Tee', 1)],
  totalAmount: 499,
  status: 'pending',
  statusReason: null,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  amountRefunded: 0,
  payments: [],
  refunds: [],
  carrier: null,
  trackingNumber: null,
  createdAt: '2026-11-21T09:20:47.292Z',
  updatedAt: '2026-11-21T09:20:47.292Z',
  ...over,
});

const orders: Order[] = [
  order({
    orderId: 'ORD-20261121-0001',
    products: [line('Cryo Cooler', 2, 8999), line('Meteorite Display', 1), line('Pixel Tee', 1)],
    totalAmount: 18497.5,
  }),
  order({ orderId: 'ORD-20261121-0002', status: 'processing', totalAmount: 1299 }),
  order({ orderId: 'ORD-20261120-0001', status: 'completed' }),
  order({
    orderId: 'ORD-20261119-0001',
    status: 'cancelled',
    statusReason: 'Not confirmed within 48 hours: cancelled and its stock returned',
  }),
  order({
    orderId: 'ORD-20261118-0001',
    status: 'failed',
    customer: { ...order({ orderId: 'x' }).customer, fullName: '', email: '' },
  }),
];

const listOf = (data: Order[], totalPages = 1, currentPage = 1): MockResponse => ({
  body: { success: true, data, pagination: { total: data.length, totalPages, currentPage } },
});

const rowOf = (orderId: string) => screen.getByRole('rowheader', { name: `#${orderId}` }).closest('tr')!;
const actionsOf = (orderId: string) =>
  within(rowOf(orderId)).getByRole('group', { name: `Actions for order #${orderId}` });
const firstRow = () => screen.findByRole('rowheader', { name: '#ORD-20261121-0001' }, { timeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('admin orders', () => {
  it('shows id, customer (N/A fallback), items with count and +N more, 2-decimal totals, status and date', async () => {
    mockApi({ 'GET /payment/checkouts': listOf(orders) });
    renderAdmin('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' }, { timeout: 5000 })).toBeInTheDocument();
    await firstRow();

    const first = within(rowOf('ORD-20261121-0001'));
    expect(first.getByText('Karthik Das')).toBeInTheDocument();
    expect(first.getByText('karthik@mail.example')).toBeInTheDocument();
    expect(first.getByText('Cryo Cooler')).toBeInTheDocument();
    expect(first.getByText('4 items')).toBeInTheDocument();
    expect(first.getByText('+2 more')).toBeInTheDocument();
    expect(first.getByText('₹18,497.50')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('21 Nov 2026')).toBeInTheDocument();

    const second = within(rowOf('ORD-20261121-0002'));
    expect(second.getByText('1 item')).toBeInTheDocument();
    expect(second.queryByText(/more$/)).not.toBeInTheDocument();
    expect(second.getByText('₹1,299.00')).toBeInTheDocument();

    expect(within(rowOf('ORD-20261118-0001')).getAllByText('N/A')).toHaveLength(2);
  });

  it('offers only the moves a status allows, and none on completed or cancelled orders', async () => {
    mockApi({ 'GET /payment/checkouts': listOf(orders) });
    renderAdmin('/admin/orders');
    await firstRow();
    const names = (orderId: string) =>
      within(actionsOf(orderId))
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label'));

    expect(names('ORD-20261121-0001')).toEqual([
      'View details of order #ORD-20261121-0001',
      'Mark Processing',
      'Mark Completed',
      'Cancel',
    ]);
    expect(names('ORD-20261121-0002')).toEqual([
      'View details of order #ORD-20261121-0002',
      'Mark Processing',
      'Mark Completed',
      'Cancel',
    ]);
    expect(names('ORD-20261120-0001')).toEqual(['View details of order #ORD-20261120-0001']);
    expect(names('ORD-20261119-0001')).toEqual(['View details of order #ORD-20261119-0001']);
    expect(names('ORD-20261118-0001')).toHaveLength(4);
  });

  it('marks an order completed and refreshes the list, dashboard and products', async () => {
    const api = mockApi({
      'GET /payment/checkouts': listOf(orders),
      'PATCH /payment/checkout/:orderId/status': (call) =>
        ok({ ...orders[1], status: (call.body as { status: string }).status }),
    });
    const { user, queryClient } = renderAdmin('/admin/orders');
    await firstRow();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(within(actionsOf('ORD-20261121-0002')).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/payment/checkout/ORD-20261121-0002/status');
    expect(patch?.body).toEqual({ status: 'completed' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['orders'], ['dashboard'], ['products']]));
  });

  it('asks before cancelling, then sends {status: "cancelled"}', async () => {
    const api = mockApi({
      'GET /payment/checkouts': listOf(orders),
      'PATCH /payment/checkout/:orderId/status': ok({ ...orders[0], status: 'cancelled' }),
    });
    const { user } = renderAdmin('/admin/orders');
    await firstRow();

    await user.click(within(actionsOf('ORD-20261121-0001')).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    expect(within(dialog).getByText('#ORD-20261121-0001')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.click(within(actionsOf('ORD-20261121-0001')).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/payment/checkout/ORD-20261121-0001/status');
    expect(patch?.body).toEqual({ status: 'cancelled' });
  });

  it('prefers the server’s message when a move is refused (409)', async () => {
    mockApi({
      'GET /payment/checkouts': listOf(orders),
      'PATCH /payment/checkout/:orderId/status': fail(409, 'This order cannot move to that status'),
    });
    const { user } = renderAdmin('/admin/orders');
    await firstRow();
    await user.click(within(actionsOf('ORD-20261121-0001')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order cannot move to that status')).toBeInTheDocument();
  });

  it('falls back to Failed to update order status / Failed to cancel order', async () => {
    mockApi({
      'GET /payment/checkouts': listOf(orders),
      'PATCH /payment/checkout/:orderId/status': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderAdmin('/admin/orders');
    await firstRow();
    await user.click(within(actionsOf('ORD-20261121-0001')).getByRole('button', { name: 'Mark Processing' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    await user.click(within(actionsOf('ORD-20261121-0001')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Failed to cancel order')).toBeInTheDocument();
  });

  it('pages with Previous / Next and shows Page x of y, keeping the page in the URL', async () => {
    const api = mockApi({
      'GET /payment/checkouts': (call: ApiCall) => {
        const p = Number(call.query.get('page') ?? 1);
        return listOf([order({ orderId: `ORD-20261121-000${p}` })], 3, p);
      },
    });
    const { user, router } = renderAdmin('/admin/orders');
    await firstRow();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(api.calls.find((c) => c.path === '/payment/checkouts')?.query.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: '#ORD-20261121-0002' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('searches on the Search button, back on page 1, with the search in the URL', async () => {
    const api = mockApi({
      'GET /payment/checkouts': (call: ApiCall) => {
        const p = Number(call.query.get('page') ?? 1);
        return call.query.get('search') ? listOf([orders[1]!], 1, 1) : listOf(orders, 2, p);
      },
    });
    const { user, router } = renderAdmin('/admin/orders?page=2');
    await firstRow();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'karthik');
    expect(api.calls.filter((c) => c.query.get('search'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=karthik'));
    const searched = api.calls.filter((c) => c.query.get('search') === 'karthik');
    expect(searched.at(-1)?.query.get('page')).toBe('1');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows Failed to fetch orders with a Retry', async () => {
    let attempts = 0;
    mockApi({
      'GET /payment/checkouts': () => (++attempts === 1 ? fail(500, 'Failed to fetch orders') : listOf(orders)),
    });
    const { user } = renderAdmin('/admin/orders');
    expect(await screen.findByText('Failed to fetch orders', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await firstRow()).toBeInTheDocument();
  });

  it('opens the details: customer, date, address, items, status and total', async () => {
    mockApi({ 'GET /payment/checkouts': listOf(orders) });
    const { user } = renderAdmin('/admin/orders');
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'View details of order #ORD-20261121-0001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #ORD-20261121-0001' }));
    expect(dialog.getByText('Karthik Das')).toBeInTheDocument();
    expect(dialog.getByText('karthik@mail.example')).toBeInTheDocument();
    expect(dialog.getByText('+91 96768 96126')).toBeInTheDocument();
    expect(dialog.getByText('16A, Blue Ridge Residency')).toBeInTheDocument();
    expect(dialog.getByText('Next to Post Office')).toBeInTheDocument();
    expect(dialog.getByText('Lucknow, Uttar Pradesh')).toBeInTheDocument();
    expect(dialog.getByText('226013')).toBeInTheDocument();
    expect(dialog.getByText('India')).toBeInTheDocument();
    expect(dialog.getByText('Meteorite Display')).toBeInTheDocument();
    expect(dialog.getByText('Qty 2 × ₹8,999.00')).toBeInTheDocument();
    expect(dialog.getByText('Pending')).toBeInTheDocument();
    expect(dialog.getAllByText('₹18,497.50').length).toBeGreaterThan(0);
    expect(dialog.getByText(/21 Nov 2026/)).toBeInTheDocument();
  });

  it('says why an order was cancelled when a rule, not a person, did it: in the list and the details', async () => {
    mockApi({ 'GET /payment/checkouts': listOf(orders) });
    const { user } = renderAdmin('/admin/orders');
    await firstRow();
    const reason = 'Not confirmed within 48 hours: cancelled and its stock returned';
    expect(within(rowOf('ORD-20261119-0001')).getByText(reason)).toBeInTheDocument();
    expect(within(rowOf('ORD-20261120-0001')).queryByText(/cancelled and its stock/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View details of order #ORD-20261119-0001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #ORD-20261119-0001' }));
    expect(dialog.getByText(reason)).toBeInTheDocument();
  });
});

describe('admin orders list state and bulk moves', () => {
  it('filters by status and sorts by total, both in the URL and sent to the API', async () => {
    const { calls } = mockApi({ 'GET /payment/checkouts': listOf(orders) });
    const { user, router } = renderAdmin('/admin/orders');
    await screen.findByRole('table', { name: 'Orders' }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Total' })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed&sort=totalAmount'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/payment/checkouts').at(-1)!;
      expect(last.query.get('status')).toBe('completed');
      expect(last.query.get('sort')).toBe('totalAmount');
    });
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('moves the selected orders to a status after one confirmation, and lists the refused one with why', async () => {
    const { calls } = mockApi({
      'GET /payment/checkouts': listOf(orders),
      'POST /payment/checkouts/bulk-status': ok({
        done: ['id-ORD-20261121-0001'],
        refused: [{ id: 'id-ORD-20261120-0001', message: 'This order cannot move to that status' }],
      }),
    });
    const { user } = renderAdmin('/admin/orders');
    await screen.findByRole('table', { name: 'Orders' }, { timeout: 5000 });
    await user.click(screen.getByRole('checkbox', { name: 'Select order #ORD-20261121-0001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #ORD-20261120-0001' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'New status' }), 'Completed');
    await user.click(within(bar).getByRole('button', { name: 'Move selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move orders' });
    expect(confirm).toHaveTextContent('Move the 2 selected orders to Completed?');
    await user.click(within(confirm).getByRole('button', { name: 'Move' }));

    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Move orders' })).toHaveTextContent('1 done, 1 refused'),
    );
    const summary = screen.getByRole('dialog', { name: 'Move orders' });
    expect(within(summary).getByRole('heading', { name: 'Moved to Completed (1)' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('#ORD-20261120-0001: This order cannot move to that status');
    expect(calls.find((c) => c.path === '/payment/checkouts/bulk-status')?.body).toEqual({
      ids: ['id-ORD-20261121-0001', 'id-ORD-20261120-0001'],
      status: 'completed',
    });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });
});
