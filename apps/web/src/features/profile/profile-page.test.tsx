import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockHandler, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { trackedOrderFixture } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

const me = {
  _id: 'user-1',
  name: 'Uma User',
  email: 'uma@astroden.example',
  mobile_number: null,
  role: 'user',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The fake API signed in as `me`, with no orders unless given; PUT /users/user-1/password answers as given. */
function serve(password?: MockHandler | MockResponse, orders: MockHandler | MockResponse = ok([])) {
  return mockApi({
    'GET /auth/me': ok(me),
    'GET /orders/mine': orders,
    ...(password ? { 'PUT /users/user-1/password': password } : {}),
  });
}
/** Every call to the password endpoint, whatever its method. */
const passwordCalls = (api: ReturnType<typeof serve>) => api.calls.filter((c) => c.path.endsWith('/password'));

function LoginProbe() {
  const location = useLocation();
  return <h1>Login page from {(location.state as { from?: string } | null)?.from}</h1>;
}

function renderProfile({ signedIn }: { signedIn: boolean }) {
  if (signedIn) localStorage.setItem('token', 'jwt');
  const { user } = renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <LoginProbe /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    '/profile',
  );
  return user;
}

async function fillPasswords(
  u: ReturnType<typeof userEvent.setup>,
  values: { current: string; next: string; confirm: string },
) {
  await u.type(screen.getByLabelText(/^Current password/), values.current);
  await u.type(screen.getByLabelText(/^New password/), values.next);
  await u.type(screen.getByLabelText(/^Confirm new password/), values.confirm);
  await u.click(screen.getByRole('button', { name: 'Change Password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('profile page', () => {
  it('sends an anonymous visitor to /login, remembering /profile', async () => {
    serve();
    renderProfile({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Login page from /profile' })).toBeInTheDocument();
  });

  it("shows the signed-in user's name, e-mail and role", async () => {
    serve();
    renderProfile({ signedIn: true });
    expect(await screen.findByText('Uma User')).toBeInTheDocument();
    expect(screen.getByText('uma@astroden.example')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
  });

  it('requires every field and at least 6 characters, without calling the server', async () => {
    const api = serve();
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password')).toBeInTheDocument();

    await fillPasswords(u, { current: 'old-secret', next: 'abc', confirm: 'abc' });
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(passwordCalls(api)).toHaveLength(0);
  });

  it('says New passwords do not match and makes no call when they differ', async () => {
    const api = serve({ body: { success: true, message: 'ok' } });
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await fillPasswords(u, { current: 'old-secret', next: 'new-secret', confirm: 'new-secreT' });
    const message = await screen.findByText('New passwords do not match');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(message.textContent ?? '');
    expect(passwordCalls(api)).toHaveLength(0);
  });

  it('changes the password, toasts success, clears the form and keeps the session with the new token', async () => {
    const api = serve({ body: { success: true, message: 'Password changed', token: 'jwt-after-change' } });
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await fillPasswords(u, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    const [call] = passwordCalls(api);
    expect(call?.method).toBe('PUT');
    expect(call?.path).toBe('/users/user-1/password');
    expect(call?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(localStorage.getItem('token')).toBe('jwt-after-change');
  });

  it("toasts the server's message when the change fails", async () => {
    serve({ status: 400, body: { success: false, message: 'Current password is incorrect' } });
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await fillPasswords(u, { current: 'wrong-one', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    const api = serve();
    const u = renderProfile({ signedIn: true });
    await u.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/auth/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('your orders', () => {
  const newest = trackedOrderFixture({
    orderId: 'ORD-20261122-0003',
    createdAt: '2026-11-22T08:00:00.000Z',
    status: 'completed',
    paymentMethod: 'online',
    paymentStatus: 'paid',
    carrier: 'Blue Dart',
    trackingNumber: 'BD-4455',
  });
  const older = trackedOrderFixture({
    orderId: 'ORD-20261101-0001',
    createdAt: '2026-11-01T08:00:00.000Z',
    status: 'pending',
    items: [{ productId: 'p9', name: 'Cryo Cooler', image: null, price: 8999, quantity: 1 }],
    totalAmount: 9014,
  });

  it("lists the signed-in user's orders as the server gives them, newest first, each with how it is paid", async () => {
    serve(undefined, ok([newest, older]));
    renderProfile({ signedIn: true });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Order ORD-20261122-0003',
      'Order ORD-20261101-0001',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('22 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('Delivered').className).toContain('emerald');
    expect(first.getByText('Nebula Tee × 2 and 1 more')).toBeInTheDocument();
    expect(first.getByText('₹4,099')).toBeInTheDocument();
    expect(first.getByText('Blue Dart')).toBeInTheDocument();
    expect(first.getByText('BD-4455')).toBeInTheDocument();
    expect(first.getByText('Pay online')).toBeInTheDocument();
    expect(first.getByText('Paid').className).toContain('emerald');
    const second = within(cards[1]!);
    expect(second.getByText('Order placed').className).toContain('amber');
    expect(second.getByText('Cryo Cooler × 1')).toBeInTheDocument();
    expect(second.getByText('₹9,014')).toBeInTheDocument();
    expect(second.queryByText('Tracking number')).not.toBeInTheDocument();
    // Cash on delivery is paid when it is delivered: until then the card says so.
    expect(second.getByText('Cash on delivery')).toBeInTheDocument();
    expect(second.getByText('Unpaid')).toBeInTheDocument();
  });

  it('says No orders yet, with a way to the marketplace', async () => {
    serve();
    renderProfile({ signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it("shows the server's message with a Retry when the orders cannot be read", async () => {
    let failing = true;
    serve(undefined, () => (failing ? fail(500, 'Orders are unavailable') : ok([older])));
    const u = renderProfile({ signedIn: true });
    expect(await screen.findByText('Orders are unavailable')).toBeInTheDocument();
    failing = false;
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order ORD-20261101-0001' })).toBeInTheDocument();
  });
});
