import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockResponse, mockApi } from '../../test/fake-api.ts';
import { cartItem } from '../../test/fixtures.ts';
import { renderRoutes, seedCart, storedCart } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';
import CheckoutSuccessPage from './checkout-success-page.tsx';

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/checkout/success', element: <CheckoutSuccessPage /> },
  { path: '/cart', element: <h1>Your Cart</h1> },
  { path: '/marketplace', element: <h1>Marketplace</h1> },
];

const tee = cartItem(1, { name: 'Nebula Tee', price: 1199, quantity: 2 });
const pin = cartItem(2, { name: 'Comet Pin', price: 99, quantity: 1 });
const created = { _id: 'order-uuid', orderId: 'ORD-20261122-0042', totalAmount: 2497, status: 'pending' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type User = ReturnType<typeof userEvent.setup>;
const field = (name: string) => screen.getByRole('textbox', { name });
const placeOrder = () => screen.getByRole('button', { name: /Place Order|Placing Order/ });

async function fillForm(user: User, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Email: 'stella@example.com',
    'First name': 'Stella',
    'Last name': 'Voyager',
    Address: '7 Nebula Lane',
    City: 'Bengaluru',
    'State (optional)': 'Karnataka',
    'Postal code': '560001',
    'Phone (optional)': '+91 98765 43210',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

function serveOrders(...replies: (MockResponse | (() => Promise<MockResponse>))[]) {
  let n = 0;
  return mockApi({
    'POST /orders': () => {
      const reply = replies[Math.min(n++, replies.length - 1)]!;
      return typeof reply === 'function' ? reply() : reply;
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('shows an empty state when the cart is empty', async () => {
    mockApi();
    renderRoutes(routes, '/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('summarises the cart beside the form', async () => {
    mockApi();
    seedCart([tee, pin]);
    renderRoutes(routes, '/checkout');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Nebula TeeQty 2₹2,398');
    expect(summary).toHaveTextContent('Subtotal₹2,497');
    expect(summary).toHaveTextContent('ShippingFree');
    await waitFor(() => expect(document.title).toBe('Checkout | AstroDen'));
  });

  it('names every missing field, ties each message to its field, and sends nothing', async () => {
    const api = mockApi();
    seedCart([tee]);
    const { user } = renderRoutes(routes, '/checkout');
    await user.clear(field('Country'));
    await user.click(placeOrder());
    const required = [
      ['Email', 'Email is required'],
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['Postal code', 'Postal code is required'],
      ['Country', 'Country is required'],
    ] as const;
    for (const [label, message] of required) {
      const input = field(label);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(message);
    }
    // Phone and state are optional.
    expect(field('Phone (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(field('State (optional)')).toHaveAttribute('aria-invalid', 'false');
    // The first problem gets the focus.
    expect(field('Email')).toHaveFocus();
    expect(api.to('POST /orders')).toHaveLength(0);
  });

  it('checks the e-mail format', async () => {
    const api = mockApi();
    seedCart([tee]);
    const { user } = renderRoutes(routes, '/checkout');
    await fillForm(user, { Email: 'not-an-email' });
    await user.click(placeOrder());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.to('POST /orders')).toHaveLength(0);
  });

  it('places a cash-on-delivery order with an Idempotency-Key, clears the cart and shows the order', async () => {
    const api = serveOrders({ status: 201, body: { success: true, data: created, message: ORDER_MESSAGES.created } });
    seedCart([tee, pin]);
    const { user, url, router } = renderRoutes(routes, '/checkout');
    await fillForm(user);
    await user.click(placeOrder());

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    const [order] = api.to('POST /orders');
    expect(order?.body).toEqual({
      email: 'stella@example.com',
      firstName: 'Stella',
      lastName: 'Voyager',
      address: '7 Nebula Lane',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
      phone: '+91 98765 43210',
      items: [
        { productId: tee.id, quantity: 2 },
        { productId: pin.id, quantity: 1 },
      ],
      paymentMethod: 'cod',
    });
    expect(order?.headers.get('Idempotency-Key')).toMatch(UUID);

    expect(url()).toBe('/checkout/success?order=ORD-20261122-0042');
    expect(router.state.location.state).toEqual({ orderId: 'ORD-20261122-0042' });
    expect(screen.getByText('ORD-20261122-0042')).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it('leaves out blank optional fields', async () => {
    const api = serveOrders({ status: 201, body: { success: true, data: created } });
    seedCart([pin]);
    const { user } = renderRoutes(routes, '/checkout');
    await fillForm(user, { 'State (optional)': '', 'Phone (optional)': '   ' });
    await user.click(placeOrder());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    const body = api.to('POST /orders')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['address', 'city', 'country', 'email', 'firstName', 'items', 'lastName', 'paymentMethod', 'postalCode'].sort(),
    );
  });

  it('shows a busy button while the order is being placed', async () => {
    let answer: (r: MockResponse) => void = () => {};
    serveOrders(() => new Promise<MockResponse>((resolve) => (answer = resolve)));
    seedCart([pin]);
    const { user } = renderRoutes(routes, '/checkout');
    await fillForm(user);
    await user.click(placeOrder());
    await waitFor(() => expect(placeOrder()).toHaveTextContent('Placing Order...'));
    expect(placeOrder()).toBeDisabled();
    await act(async () => answer({ status: 201, body: { success: true, data: created } }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
  });

  it("keeps the form and the cart on a 409, shows the server's message, and retries with the same key", async () => {
    const api = serveOrders(
      fail(409, ORDER_MESSAGES.insufficientStock, [{ path: 'items.0.quantity', message: 'Only 1 left in stock' }]),
      { status: 201, body: { success: true, data: created } },
    );
    seedCart([tee, pin]);
    const { user, url } = renderRoutes(routes, '/checkout');
    await fillForm(user);
    await user.click(placeOrder());

    const alert = await screen.findByText(ORDER_MESSAGES.insufficientStock);
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(screen.getByText('Nebula Tee: Only 1 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your cart' })).toHaveAttribute('href', '/cart');
    expect(url()).toBe('/checkout');
    expect(field('Email')).toHaveValue('stella@example.com');
    expect(storedCart()).toHaveLength(2);
    expect(placeOrder()).toBeEnabled();

    await user.click(placeOrder());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    const [first, second] = api.to('POST /orders');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('puts the server’s field errors next to their fields', async () => {
    serveOrders(fail(400, 'Validation failed', [{ path: 'postalCode', message: 'Postal code is too long' }]));
    seedCart([pin]);
    const { user } = renderRoutes(routes, '/checkout');
    await fillForm(user);
    await user.click(placeOrder());
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(field('Postal code')).toHaveAccessibleDescription('Postal code is too long');
    expect(field('Postal code')).toHaveValue('560001');
  });

  it('says the order failed when the server cannot be reached', async () => {
    const api = serveOrders(() => Promise.reject(new TypeError('Failed to fetch')));
    seedCart([pin]);
    const { user } = renderRoutes(routes, '/checkout');
    await fillForm(user);
    await user.click(placeOrder());
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeInTheDocument();
    expect(api.to('POST /orders')).toHaveLength(1);
    expect(storedCart()).toHaveLength(1);
  });
});
