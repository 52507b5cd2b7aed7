import { DEFAULT_PUBLIC_SETTINGS, ORDER_MESSAGES } from '@astroden/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockHandler, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { cartItem } from '../../test/fixtures.ts';
import { stubRazorpay } from '../../test/razorpay.ts';
import { renderRoutes, seedCart, storedCart } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';
import CheckoutSuccessPage from './checkout-success-page.tsx';

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/checkout/success', element: <CheckoutSuccessPage /> },
];

const tee = cartItem(1, { name: 'Nebula Tee', price: 1199, quantity: 2 });
const ORDER_ID = 'ORD-20261126-0007';
const payment = {
  provider: 'razorpay',
  keyId: 'rzp_test_shopkey',
  razorpayOrderId: 'order_Rzp123',
  amount: 239800,
  currency: 'INR',
};
const onlineOrder = { _id: 'order-uuid', orderId: ORDER_ID, totalAmount: 2398, status: 'pending', payment };
const codOrder = { _id: 'order-uuid', orderId: ORDER_ID, totalAmount: 2398, status: 'pending' };
const paid = {
  razorpay_order_id: 'order_Rzp123',
  razorpay_payment_id: 'pay_Rzp456',
  razorpay_signature: 'a1b2c3',
};

type User = ReturnType<typeof userEvent.setup>;
const placeOrder = () => screen.getByRole('button', { name: /Place Order|Placing Order|payment/ });
const payOnline = () => screen.getByRole('radio', { name: 'Pay online' });
const cashOnDelivery = () => screen.getByRole('radio', { name: 'Cash on delivery' });

async function fillForm(user: User) {
  const values: Record<string, string> = {
    Email: 'stella@example.com',
    'First name': 'Stella',
    'Last name': 'Voyager',
    Address: '7 Nebula Lane',
    City: 'Bengaluru',
    'Postal code': '560001',
    'Phone (optional)': '+91 98765 43210',
  };
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByRole('textbox', { name: label }), value);
  }
}

/** The fake API of a shop taking `methods`, answering POST /orders and the payment callback as given. */
function serve({
  methods = ['online', 'cod'],
  orders = [{ status: 201, body: { success: true, data: onlineOrder } }],
  callback = ok({ orderId: ORDER_ID, paymentStatus: 'paid' }, { message: ORDER_MESSAGES.paymentReceived }),
}: {
  methods?: string[];
  orders?: (MockResponse | (() => Promise<MockResponse>))[];
  callback?: MockHandler | MockResponse;
} = {}) {
  let n = 0;
  return mockApi({
    'GET /settings/public': ok({ ...DEFAULT_PUBLIC_SETTINGS, paymentMethods: methods }),
    'POST /orders': () => {
      const reply = orders[Math.min(n++, orders.length - 1)]!;
      return typeof reply === 'function' ? reply() : reply;
    },
    'POST /orders/:orderId/payment': callback,
  });
}

/** The checkout with the tee in the cart, once the shop's payment methods are shown. */
async function openCheckout() {
  seedCart([tee]);
  const view = renderRoutes(routes, '/checkout');
  await waitFor(() => expect(payOnline()).toBeChecked());
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('checkout payment choice', () => {
  it('offers only cash on delivery when the shop takes only that, checked, and never asks for a card', async () => {
    const api = serve({ methods: ['cod'], orders: [{ status: 201, body: { success: true, data: codOrder } }] });
    seedCart([tee]);
    const { user } = renderRoutes(routes, '/checkout');
    const payment = await screen.findByRole('group', { name: 'Payment' });
    expect(cashOnDelivery()).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Pay online' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /card/i })).not.toBeInTheDocument();
    expect(payment).not.toHaveTextContent(/card number|cvc|expiry/i);

    await fillForm(user);
    await user.click(placeOrder());
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(api.to('POST /orders')[0]?.body).toMatchObject({ paymentMethod: 'cod' });
    expect(api.calls.some((c) => c.path.endsWith('/payment'))).toBe(false);
  });

  it('starts on Pay online when the shop takes it, with its hint, and lets the customer pick cash on delivery', async () => {
    const api = serve({ orders: [{ status: 201, body: { success: true, data: codOrder } }] });
    const { user } = await openCheckout();
    expect(payOnline()).toHaveAccessibleDescription("UPI, cards, netbanking and wallets, in Razorpay's secure window");
    expect(cashOnDelivery()).not.toBeChecked();

    await user.click(cashOnDelivery());
    expect(cashOnDelivery()).toBeChecked();
    await fillForm(user);
    await user.click(placeOrder());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.to('POST /orders')[0]?.body).toMatchObject({ paymentMethod: 'cod' });
  });
});

describe('paying online', () => {
  it("opens Razorpay with the server's order, verifies what it hands back, then empties the cart", async () => {
    const razorpay = stubRazorpay();
    const api = serve();
    const { user, url } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());

    await waitFor(() => expect(razorpay.windows).toHaveLength(1));
    expect(razorpay.scripts).toHaveLength(1);
    expect(razorpay.scripts[0]?.getAttribute('src')).toBe('/api/payments/razorpay/checkout.js');
    const { options } = razorpay.last();
    expect(options).toMatchObject({
      key: 'rzp_test_shopkey',
      amount: 239800,
      currency: 'INR',
      order_id: 'order_Rzp123',
      name: 'AstroDen',
      description: `Order ${ORDER_ID}`,
      prefill: { name: 'Stella Voyager', email: 'stella@example.com', contact: '+91 98765 43210' },
    });
    expect(razorpay.last().opened).toBe(1);
    expect(api.to('POST /orders')[0]?.body).toMatchObject({ paymentMethod: 'online' });
    // Not paid yet: the cart stays.
    expect(storedCart()).toHaveLength(1);
    expect(url()).toBe('/checkout');

    act(() => razorpay.last().pay(paid));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(api.to(`POST /orders/${ORDER_ID}/payment`).map((c) => c.body)).toEqual([paid]);
    expect(url()).toBe(`/checkout/success?order=${ORDER_ID}`);
    expect(screen.getByText(ORDER_ID)).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it('says on the confirmation when the provider has yet to confirm the money', async () => {
    const razorpay = stubRazorpay();
    serve({
      callback: ok({ orderId: ORDER_ID, paymentStatus: 'unpaid' }, { message: ORDER_MESSAGES.paymentPending }),
    });
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));
    act(() => razorpay.last().pay(paid));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ORDER_MESSAGES.paymentPending);
    expect(storedCart()).toEqual([]);
  });

  it('shows a busy, disabled button while the payment is being verified', async () => {
    const razorpay = stubRazorpay();
    let answer: (r: MockResponse) => void = () => {};
    serve({ callback: () => new Promise<MockResponse>((resolve) => (answer = resolve)) });
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));

    act(() => razorpay.last().pay(paid));
    await waitFor(() => expect(placeOrder()).toHaveTextContent('Confirming payment...'));
    expect(placeOrder()).toBeDisabled();
    expect(storedCart()).toHaveLength(1);
    await act(async () => answer(ok({ orderId: ORDER_ID, paymentStatus: 'paid' })));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
  });

  it('says the payment was cancelled when the window is closed; Pay now reopens it without a second order', async () => {
    const razorpay = stubRazorpay();
    const api = serve();
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));

    act(() => razorpay.last().dismiss());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ORDER_MESSAGES.paymentCancelled);
    expect(alert).toHaveFocus();
    expect(placeOrder()).toBeEnabled();
    expect(storedCart()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(razorpay.windows).toHaveLength(2));
    expect(razorpay.last().options.order_id).toBe('order_Rzp123');
    expect(razorpay.last().opened).toBe(1);
    expect(api.to('POST /orders')).toHaveLength(1);
    // The script is added once per page.
    expect(razorpay.scripts).toHaveLength(1);
    expect(screen.queryByText(ORDER_MESSAGES.paymentCancelled)).not.toBeInTheDocument();

    act(() => razorpay.last().pay(paid));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
  });

  it('says a failed attempt did not go through, while Razorpay offers another try', async () => {
    const razorpay = stubRazorpay();
    serve();
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));

    act(() => razorpay.last().fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.paymentFailed);
    act(() => razorpay.last().pay(paid));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a payment it could not verify, and lets the customer pay again", async () => {
    const razorpay = stubRazorpay();
    serve({ callback: fail(400, ORDER_MESSAGES.paymentInvalid) });
    const { user, url } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));

    act(() => razorpay.last().pay(paid));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.paymentInvalid);
    expect(url()).toBe('/checkout');
    expect(storedCart()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(razorpay.windows).toHaveLength(2));
  });

  it('places a new order after one that can no longer be paid (409)', async () => {
    const razorpay = stubRazorpay();
    const api = serve({ callback: fail(409, ORDER_MESSAGES.paymentClosed) });
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));

    act(() => razorpay.last().pay(paid));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.paymentClosed);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();

    await user.click(placeOrder());
    await waitFor(() => expect(api.to('POST /orders')).toHaveLength(2));
    const [first, second] = api.to('POST /orders');
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('places a new order when the one this cart placed expired before it was paid', async () => {
    const razorpay = stubRazorpay();
    const api = serve({
      orders: [fail(409, ORDER_MESSAGES.paymentClosed), { status: 201, body: { success: true, data: onlineOrder } }],
    });
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.paymentClosed);

    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));
    const [first, second] = api.to('POST /orders');
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it("shows the server's message when the provider is down (503) and retries with the same Idempotency-Key", async () => {
    const razorpay = stubRazorpay();
    const api = serve({
      orders: [fail(503, ORDER_MESSAGES.providerDown), { status: 201, body: { success: true, data: onlineOrder } }],
    });
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ORDER_MESSAGES.providerDown);
    expect(alert).toHaveFocus();
    expect(razorpay.windows).toHaveLength(0);
    expect(storedCart()).toHaveLength(1);

    await user.click(placeOrder());
    await waitFor(() => expect(razorpay.windows).toHaveLength(1));
    const [first, second] = api.to('POST /orders');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it("says so when Razorpay's script cannot be loaded, and tries again on Pay now", async () => {
    const razorpay = stubRazorpay({ scriptLoads: false });
    const api = serve();
    const { user } = await openCheckout();
    await fillForm(user);
    await user.click(placeOrder());

    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.providerDown);
    expect(razorpay.scripts).toHaveLength(1);
    expect(razorpay.scripts[0]?.isConnected).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(razorpay.scripts).toHaveLength(2));
    expect(api.to('POST /orders')).toHaveLength(1);
  });

  it("gives Razorpay's script the page's CSP nonce", async () => {
    const pageScript = document.createElement('script');
    pageScript.nonce = 'page-nonce';
    document.head.append(pageScript);
    try {
      const razorpay = stubRazorpay();
      serve();
      const { user } = await openCheckout();
      await fillForm(user);
      await user.click(placeOrder());
      await waitFor(() => expect(razorpay.windows).toHaveLength(1));
      expect(razorpay.scripts.map((s) => s.nonce)).toEqual(['page-nonce']);
    } finally {
      pageScript.remove();
    }
  });
});
