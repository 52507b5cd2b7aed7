import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, type MockHandler, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { orderFixture } from '../../test/fixtures.ts';
import { findToast, renderAdmin, slow } from '../../test/render.tsx';

const processing = orderFixture({ _id: 'o2', orderId: 'ORD-20261121-0002', status: 'processing' });
const shipped = orderFixture({
  _id: 'o3',
  orderId: 'ORD-20261121-0003',
  status: 'completed',
  carrier: 'Blue Dart',
  trackingNumber: 'BD-4455',
});
const cancelled = orderFixture({ _id: 'o4', orderId: 'ORD-20261121-0004', status: 'cancelled' });
const orders = [processing, shipped, cancelled];

const listOf = (data: unknown[]): MockResponse => ({
  body: { success: true, data, pagination: { total: data.length, totalPages: 1, currentPage: 1 } },
});

/** The orders list, and PATCH .../tracking answering as given (by default: the order with what was sent). */
function serve(tracking?: MockHandler | MockResponse) {
  return mockApi({
    'GET /payment/checkouts': listOf(orders),
    'PATCH /payment/checkout/:orderId/tracking':
      tracking ??
      ((call: ApiCall) => ok({ ...processing, ...(call.body as object) }, { message: ORDER_MESSAGES.trackingSaved })),
  });
}

async function openDetails(user: ReturnType<typeof renderAdmin>['user'], orderId: string) {
  await screen.findByRole('rowheader', { name: `#${orderId}` }, slow);
  await user.click(screen.getByRole('button', { name: `View details of order #${orderId}` }));
  return within(await screen.findByRole('dialog', { name: `Order #${orderId}` }));
}

afterEach(() => vi.unstubAllGlobals());

describe('order tracking in the details', () => {
  it('sets carrier and tracking number: the PATCH body, a toast and a refreshed list', async () => {
    const api = serve();
    const { user, queryClient } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261121-0002');
    expect(dialog.getByText('Carrier', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not set');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.type(dialog.getByRole('textbox', { name: /^Carrier/ }), '  Delhivery ');
    await user.type(dialog.getByRole('textbox', { name: /^Tracking number/ }), 'DL-123456');
    await user.click(dialog.getByRole('button', { name: 'Save tracking' }));

    expect(await findToast(ORDER_MESSAGES.trackingSaved)).toBeInTheDocument();
    const [patch] = api.to('PATCH /payment/checkout/ORD-20261121-0002/tracking');
    expect(patch?.body).toEqual({ carrier: 'Delhivery', trackingNumber: 'DL-123456' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['orders']);
    expect(dialog.getByRole('status')).toHaveTextContent(ORDER_MESSAGES.trackingSaved);
  });

  it('requires both fields before sending anything', async () => {
    const api = serve();
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261121-0002');
    await user.click(dialog.getByRole('button', { name: 'Save tracking' }));
    expect(await dialog.findByText('Carrier is required')).toBeInTheDocument();
    expect(dialog.getByText('Tracking number is required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('shows what is set and lets it be changed', async () => {
    const api = serve();
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261121-0003');
    expect(dialog.getByText('Carrier', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Blue Dart');
    expect(dialog.getByRole('textbox', { name: /^Tracking number/ })).toHaveValue('BD-4455');
    await user.clear(dialog.getByRole('textbox', { name: /^Tracking number/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Tracking number/ }), 'BD-9999');
    await user.click(dialog.getByRole('button', { name: 'Update tracking' }));
    await waitFor(() =>
      expect(api.to('PATCH /payment/checkout/ORD-20261121-0003/tracking').map((c) => c.body)).toEqual([
        { carrier: 'Blue Dart', trackingNumber: 'BD-9999' },
      ]),
    );
  });

  it("shows the server's refusal in the form", async () => {
    serve(fail(409, ORDER_MESSAGES.trackingNotAllowed));
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261121-0002');
    await user.type(dialog.getByRole('textbox', { name: /^Carrier/ }), 'Delhivery');
    await user.type(dialog.getByRole('textbox', { name: /^Tracking number/ }), 'DL-1');
    await user.click(dialog.getByRole('button', { name: 'Save tracking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.trackingNotAllowed);
  });

  it('offers no form on a cancelled order', async () => {
    serve();
    const { user } = renderAdmin('/admin/orders');
    const dialog = await openDetails(user, 'ORD-20261121-0004');
    expect(dialog.getByText(ORDER_MESSAGES.trackingNotAllowed)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: /^Carrier/ })).not.toBeInTheDocument();
  });
});
