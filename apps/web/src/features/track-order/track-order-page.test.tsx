import { AUTH_MESSAGES, ORDER_MESSAGES } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockHandler, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { trackedOrderFixture } from '../../test/fixtures.ts';
import { installDomPolyfills, renderRoutes, slow } from '../../test/render.tsx';
import { routes } from '../../test/routes.tsx';
import { meta } from './track-order-page.tsx';

/** The fake API with GET /orders/track answering as given. */
const serve = (track: MockHandler | MockResponse) => mockApi({ 'GET /orders/track': track });
const lookups = (api: ReturnType<typeof serve>) => api.to('GET /orders/track').map((c) => Object.fromEntries(c.query));

/** The app's own route table at `path`, shell included. */
function open(path = '/track-order') {
  installDomPolyfills();
  return renderRoutes(routes, path);
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, orderId = 'ord-20261120-0001') {
  await user.type(await screen.findByLabelText(/Order ID/, {}, slow), orderId);
  await user.type(screen.getByLabelText(/^Email/), 'Karthik@Mail.example');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
}

/** What the page's live region says (the visible box may say it too). */
const announced = (text: string) => screen.findByText(text, { selector: '[role="status"]' }, slow);

afterEach(() => vi.unstubAllGlobals());

describe('track order page', () => {
  it('looks an order up by id and e-mail: timeline, items, totals, address and parcel', async () => {
    const api = serve(ok(trackedOrderFixture({ carrier: 'Delhivery', trackingNumber: 'DL-987654' })));
    const { user } = open();
    await lookUp(user);

    expect(await screen.findByRole('heading', { name: 'Order ORD-20261120-0001' }, slow)).toBeInTheDocument();
    expect(await announced('Order ORD-20261120-0001 found: Processing.')).toBeInTheDocument();
    expect(lookups(api)).toEqual([{ orderId: 'ORD-20261120-0001', email: 'karthik@mail.example' }]);

    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Order placed20 Nov 2026/),
      expect.stringMatching(/^Processing21 Nov 2026/),
      'Delivered (not yet)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).not.toHaveAttribute('aria-current');

    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getByText('Nebula Tee')).toBeInTheDocument();
    expect(items.getByText('Qty 2 × ₹799.50')).toBeInTheDocument();
    expect(items.getByText('₹1,599')).toBeInTheDocument();
    expect(items.getByText('Qty 1 × ₹2,500')).toBeInTheDocument();
    expect(items.getByText('Shipping').nextElementSibling).toHaveTextContent('Free');
    expect(items.getByText('Total').nextElementSibling).toHaveTextContent('₹4,099');

    const address = within(screen.getByRole('region', { name: 'Shipping address' }));
    expect(address.getByText('Karthik Das')).toBeInTheDocument();
    expect(address.getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(address.getByText('411001')).toBeInTheDocument();

    const shipment = within(screen.getByRole('region', { name: 'Shipment' }));
    expect(shipment.getByText('Delhivery')).toBeInTheDocument();
    expect(shipment.getByText('DL-987654')).toBeInTheDocument();
  });

  it('says the parcel is not shipped yet when it has no tracking number', async () => {
    serve(ok(trackedOrderFixture()));
    const { user } = open();
    await lookUp(user);
    const shipment = within(await screen.findByRole('region', { name: 'Shipment' }, slow));
    expect(shipment.getByText(/will appear here once your order ships/)).toBeInTheDocument();
    expect(shipment.queryByText('Tracking number')).not.toBeInTheDocument();
  });

  it('shows how the order is paid and where its payment stands', async () => {
    serve(ok(trackedOrderFixture({ paymentMethod: 'online', paymentStatus: 'paid' })));
    const { user } = open();
    await lookUp(user);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }, slow));
    expect(payment.getByText('Method').nextElementSibling).toHaveTextContent('Pay online');
    expect(payment.getByText('Status').nextElementSibling).toHaveTextContent('Paid');
  });

  it('shows a cash-on-delivery order and its unpaid status', async () => {
    serve(ok(trackedOrderFixture({ paymentMethod: 'cod', paymentStatus: 'unpaid' })));
    const { user } = open();
    await lookUp(user);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }, slow));
    expect(payment.getByText('Method').nextElementSibling).toHaveTextContent('Cash on delivery');
    expect(payment.getByText('Status').nextElementSibling).toHaveTextContent('Unpaid');
  });

  it('checks both fields before asking the server', async () => {
    const api = serve(ok(trackedOrderFixture()));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Track Order' }, slow));
    expect(await screen.findByText('Order ID is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(lookups(api)).toHaveLength(0);
  });

  it('gives the same not-found answer for any miss, and shows no order', async () => {
    serve(fail(404, 'Order not found'));
    const { user } = open();
    await lookUp(user);
    expect(await announced(ORDER_MESSAGES.trackNotFound)).toBeInTheDocument();
    expect(screen.getAllByText(ORDER_MESSAGES.trackNotFound)).toHaveLength(2);
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Order ORD-/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("says the rate limit's message on a 429", async () => {
    serve(fail(429, AUTH_MESSAGES.tooManyAttempts));
    const { user } = open();
    await lookUp(user);
    expect(await announced(AUTH_MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it('offers Try again when the server cannot be reached, and then shows the order', async () => {
    let down = true;
    const api = serve(() => (down ? Promise.reject(new TypeError('Failed to fetch')) : ok(trackedOrderFixture())));
    const { user } = open();
    await lookUp(user);
    expect(await announced(ORDER_MESSAGES.trackFailed)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-20261120-0001' })).toBeInTheDocument();
    expect(lookups(api).at(-1)).toEqual({ orderId: 'ORD-20261120-0001', email: 'karthik@mail.example' });
  });

  it("opens the order of an e-mail's signed link without typing", async () => {
    const api = serve(ok(trackedOrderFixture({ status: 'completed' })));
    open('/track-order?orderId=ORD-20261120-0001&token=signed.token-123');
    expect(await screen.findByRole('heading', { name: 'Order ORD-20261120-0001' }, slow)).toBeInTheDocument();
    expect(lookups(api)).toEqual([{ orderId: 'ORD-20261120-0001', token: 'signed.token-123' }]);
    expect(screen.getByLabelText(/Order ID/)).toHaveValue('ORD-20261120-0001');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('says the same not-found for a bad or expired link, and how to look the order up instead', async () => {
    serve(fail(404, ORDER_MESSAGES.trackNotFound));
    open('/track-order?orderId=ORD-20261120-0001&token=expired');
    expect(await announced(ORDER_MESSAGES.trackNotFound)).toBeInTheDocument();
    expect(screen.getByText(/If the link in your e-mail has expired/)).toBeInTheDocument();
  });

  it("fills the order id from the checkout's link but waits for the e-mail", async () => {
    const api = serve(ok(trackedOrderFixture()));
    open('/track-order?orderId=ORD-20261120-0001');
    await waitFor(() => expect(screen.getByLabelText(/Order ID/)).toHaveValue('ORD-20261120-0001'), slow);
    expect(lookups(api)).toHaveLength(0);
  });

  it("is linked from the footer's Info section", async () => {
    serve(ok(trackedOrderFixture()));
    open('/track-order');
    const info = within(await screen.findByRole('region', { name: 'Info' }, slow));
    expect(info.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
  });

  it('tells search engines not to list it', () => {
    const tags = meta({ location: { pathname: '/track-order', search: '' }, matches: [] } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((t) => 'rel' in t && t.rel === 'canonical')).toBe(false);
  });
});
