import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, type MockHandler, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { orderFixture } from '../../test/fixtures.ts';
import { findToast, renderAdmin, slow } from '../../test/render.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const stamp = '2026-11-25T10:00:00.000Z';

const paidOnline = orderFixture({
  _id: 'o1',
  orderId: 'ORD-20261125-0001',
  status: 'processing',
  paymentMethod: 'online',
  paymentStatus: 'partially_refunded',
  totalAmount: 1599,
  amountRefunded: 500,
  payments: [
    { id: 'pay_Rzp1', amount: 1599, status: 'captured', method: 'upi', note: null, createdAt: stamp },
    {
      id: 'pay_Rzp2',
      amount: 1599,
      status: 'refunded',
      method: 'card',
      note: 'Paid after the order had failed: refunded',
      createdAt: stamp,
    },
  ],
  refunds: [{ id: 'rfnd_1', amount: 500, status: 'processed', reason: 'Damaged item', createdAt: stamp }],
});
const cod = orderFixture({ _id: 'o2', orderId: 'ORD-20261125-0002', status: 'pending' });
const unpaidOnline = orderFixture({
  _id: 'o3',
  orderId: 'ORD-20261125-0003',
  status: 'pending',
  paymentMethod: 'online',
  paymentStatus: 'unpaid',
});
const orders = [paidOnline, cod, unpaidOnline];

const listOf = (data: unknown[]): MockResponse => ({
  body: { success: true, data, pagination: { total: data.length, totalPages: 1, currentPage: 1 } },
});

/** The orders list, and the refund answering as given (by default: started, the order with the money back). */
function serve(refund?: MockHandler | MockResponse, extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockApi({
    'GET /payment/checkouts': listOf(orders),
    'POST /payment/checkout/:orderId/refund':
      refund ??
      ((call: ApiCall) => {
        const amount = (call.body as { amount?: number }).amount ?? 1099;
        return ok(
          {
            ...paidOnline,
            amountRefunded: 500 + amount,
            paymentStatus: amount === 1099 ? 'refunded' : 'partially_refunded',
          },
          { message: ORDER_MESSAGES.refundStarted },
        );
      }),
    ...extra,
  });
}

const rowOf = (orderId: string) => screen.getByRole('rowheader', { name: `#${orderId}` }).closest('tr')!;

async function openDetails(user: ReturnType<typeof renderAdmin>['user'], orderId: string) {
  await screen.findByRole('rowheader', { name: `#${orderId}` }, slow);
  await user.click(screen.getByRole('button', { name: `View details of order #${orderId}` }));
  return within(await screen.findByRole('dialog', { name: `Order #${orderId}` }));
}

afterEach(() => vi.unstubAllGlobals());

describe('admin orders: payments', () => {
  it('shows how each order is paid and where its payment stands', async () => {
    serve();
    renderAdmin('/admin/orders');
    await screen.findByRole('rowheader', { name: '#ORD-20261125-0001' }, slow);
    expect(screen.getByRole('columnheader', { name: 'Payment' })).toBeInTheDocument();
    // The Payment column's cell (a narrower table shows the same under the status: CSS decides which, not jsdom).
    const payment = (orderId: string) => {
      const [column] = within(rowOf(orderId))
        .getAllByText(/^(Pay online|Cash on delivery)$/)
        .slice(-1);
      return column!.parentElement!.textContent;
    };
    expect(payment('ORD-20261125-0001')).toBe('Pay onlinePartly refunded');
    expect(payment('ORD-20261125-0002')).toBe('Cash on deliveryUnpaid');
    expect(payment('ORD-20261125-0003')).toBe('Pay onlineUnpaid');
  });

  it('filters by payment status, in the URL and sent to the API, and clears it with the other filters', async () => {
    const { calls } = mockApi({
      'GET /payment/checkouts': (call) => listOf(call.query.get('paymentStatus') === 'refunded' ? [] : orders),
    });
    const { user, router } = renderAdmin('/admin/orders');
    await screen.findByRole('table', { name: 'Orders' }, slow);
    const filter = screen.getByRole('combobox', { name: 'Payment status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All payments', 'Unpaid', 'Paid', 'Payment failed', 'Refunded', 'Partly refunded']);
    await user.selectOptions(filter, 'Refunded');
    await waitFor(() => expect(router.state.location.search).toBe('?paymentStatus=refunded'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/payment/checkouts')
          .at(-1)
          ?.query.get('paymentStatus'),
      ).toBe('refunded'),
    );
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the payment, its payments and refunds in the details', async () => {
    serve();
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261125-0001');
    expect(dialog.getByText('Method', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Pay online');
    expect(dialog.getByText('Payment status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Partly refunded',
    );
    expect(dialog.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹500.00');

    const payments = within(dialog.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(payments[0]).toHaveTextContent('₹1,599.00');
    expect(payments[0]).toHaveTextContent('Captured · UPI');
    expect(payments[1]).toHaveTextContent('Refunded · Card');
    expect(payments[1]).toHaveTextContent('Paid after the order had failed: refunded');
    const [refund] = within(dialog.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refund).toHaveTextContent('₹500.00');
    expect(refund).toHaveTextContent('Processed');
    expect(refund).toHaveTextContent('Damaged item');
    expect(refund).toHaveTextContent(/25 Nov 2026/);
  });

  it('offers no refund of a cash-on-delivery order or an unpaid online one', async () => {
    serve();
    const { user } = renderAdmin('/admin/orders');
    let dialog = await openDetails(user, 'ORD-20261125-0002');
    expect(dialog.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDetails(user, 'ORD-20261125-0003');
    expect(dialog.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('refunds the remainder after asking, with an Idempotency-Key, then toasts and refreshes the orders', async () => {
    const api = serve();
    const { user, queryClient } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261125-0001');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const form = within(dialog.getByRole('form', { name: 'Refund' }));
    const amount = form.getByRole('spinbutton', { name: /^Refund amount/ });
    expect(amount).toHaveValue(1099);
    expect(amount).toHaveAccessibleDescription('Up to ₹1,099.00');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    let confirm = await screen.findByRole('dialog', { name: 'Refund' });
    expect(confirm).toHaveTextContent(ORDER_MESSAGES.confirmRefund('₹1,099.00'));
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Esc (the browser's cancel event on the top dialog; jsdom has no Esc of its own) answers the question only:
    // the details stay open.
    fireEvent(confirm, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Order #ORD-20261125-0001' })).toBeInTheDocument();
    expect(api.to('POST /payment/checkout/ORD-20261125-0001/refund')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    confirm = await screen.findByRole('dialog', { name: 'Refund' });
    await user.click(within(confirm).getByRole('button', { name: 'Refund' }));

    expect(await findToast(ORDER_MESSAGES.refundStarted)).toBeInTheDocument();
    const [refund] = api.to('POST /payment/checkout/ORD-20261125-0001/refund');
    expect(refund?.body).toEqual({ amount: 1099 });
    expect(refund?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['orders']);
  });

  it('checks the amount before asking: more than 0 and no more than what is left', async () => {
    const api = serve();
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261125-0001');
    const amount = dialog.getByRole('spinbutton', { name: /^Refund amount/ });
    await user.clear(amount);
    await user.type(amount, '1100');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(ORDER_MESSAGES.refundTooMuch(1099))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument();
    expect(api.to('POST /payment/checkout/ORD-20261125-0001/refund')).toHaveLength(0);
  });

  it('sends a part refund, and retries a refund whose answer was lost with the same key', async () => {
    let attempts = 0;
    const api = serve(() =>
      ++attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : ok({ ...paidOnline, amountRefunded: 750 }, { message: ORDER_MESSAGES.refundStarted }),
    );
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261125-0001');
    const amount = dialog.getByRole('spinbutton', { name: /^Refund amount/ });
    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refund' })).getByRole('button', { name: 'Refund' }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.refundFailed);

    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refund' })).getByRole('button', { name: 'Refund' }),
    );
    expect(await findToast(ORDER_MESSAGES.refundStarted)).toBeInTheDocument();
    const [first, second] = api.to('POST /payment/checkout/ORD-20261125-0001/refund');
    expect(first?.body).toEqual({ amount: 250.5 });
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it("shows the server's refusal of a refund in the details", async () => {
    serve(fail(502, ORDER_MESSAGES.refundFailed));
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261125-0001');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refund' })).getByRole('button', { name: 'Refund' }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.refundFailed);
  });

  it('cancels a paid online order and refunds the whole remainder when asked to', async () => {
    const api = serve(undefined, {
      'PATCH /payment/checkout/:orderId/status': ok({ ...paidOnline, status: 'cancelled' }),
    });
    const { user } = renderAdmin('/admin/orders');
    await screen.findByRole('rowheader', { name: '#ORD-20261125-0001' }, slow);
    await user.click(within(rowOf('ORD-20261125-0001')).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }));
    expect(dialog.getByRole('checkbox', { name: 'Refund ₹1,099.00 to the customer' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    expect(await findToast(ORDER_MESSAGES.refundStarted)).toBeInTheDocument();
    expect(api.to('PATCH /payment/checkout/ORD-20261125-0001/status').map((c) => c.body)).toEqual([
      { status: 'cancelled' },
    ]);
    const [refund] = api.to('POST /payment/checkout/ORD-20261125-0001/refund');
    expect(refund?.body).toEqual({});
    expect(refund?.headers.get('Idempotency-Key')).toMatch(UUID);
    // Cancelled first, refunded after.
    const order = api.calls.map((c) => c.method).filter((m) => m !== 'GET');
    expect(order).toEqual(['PATCH', 'POST']);
  });

  it('cancels without refunding when the box is cleared, and never refunds when the cancel fails', async () => {
    let patches = 0;
    const api = serve(undefined, {
      'PATCH /payment/checkout/:orderId/status': () =>
        ++patches === 1 ? ok({ ...paidOnline, status: 'cancelled' }) : fail(409, ORDER_MESSAGES.forbiddenTransition),
    });
    const { user } = renderAdmin('/admin/orders');
    await screen.findByRole('rowheader', { name: '#ORD-20261125-0001' }, slow);
    await user.click(within(rowOf('ORD-20261125-0001')).getByRole('button', { name: 'Cancel' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }));
    await user.click(dialog.getByRole('checkbox', { name: /^Refund/ }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await findToast(ORDER_MESSAGES.cancelled)).toBeInTheDocument();

    await user.click(within(rowOf('ORD-20261125-0001')).getByRole('button', { name: 'Cancel' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }));
    expect(dialog.getByRole('checkbox', { name: /^Refund/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await findToast(ORDER_MESSAGES.forbiddenTransition)).toBeInTheDocument();
    expect(api.to('POST /payment/checkout/ORD-20261125-0001/refund')).toHaveLength(0);
  });
});
