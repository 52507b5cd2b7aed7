import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import ProfilePage from './profile-page.tsx';

type Reply = { status: number; body: unknown };
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

/** Stubs fetch at the network boundary. */
function mockApi(routes: { password?: Reply | (() => Promise<Reply>) } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    let reply: Reply = { status: 404, body: { success: false, message: 'Not found' } };
    if (url.includes('/api/auth/me')) reply = { status: 200, body: { success: true, data: me } };
    if (url.includes('/api/auth/logout')) reply = { status: 200, body: { success: true, message: 'Logged out' } };
    if (url.includes('/api/users/user-1/password') && routes.password)
      reply = typeof routes.password === 'function' ? await routes.password() : routes.password;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const passwordCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/password'));

function LoginProbe() {
  const location = useLocation();
  return <h1>Login page from {(location.state as { from?: string } | null)?.from}</h1>;
}

function renderProfile({ signedIn }: { signedIn: boolean }) {
  if (signedIn) localStorage.setItem('token', 'jwt');
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <LoginProbe /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return userEvent.setup();
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
    mockApi();
    renderProfile({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Login page from /profile' })).toBeInTheDocument();
  });

  it("shows the signed-in user's name, e-mail and role", async () => {
    mockApi();
    renderProfile({ signedIn: true });
    expect(await screen.findByText('Uma User')).toBeInTheDocument();
    expect(screen.getByText('uma@astroden.example')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
  });

  it('requires every field and at least 6 characters, without calling the server', async () => {
    const fetchMock = mockApi();
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password')).toBeInTheDocument();

    await fillPasswords(u, { current: 'old-secret', next: 'abc', confirm: 'abc' });
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('says New passwords do not match and makes no call when they differ', async () => {
    const fetchMock = mockApi({ password: { status: 200, body: { success: true, message: 'ok' } } });
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await fillPasswords(u, { current: 'old-secret', next: 'new-secret', confirm: 'new-secreT' });
    const message = await screen.findByText('New passwords do not match');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(message.textContent ?? '');
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('changes the password, toasts success, clears the form and keeps the session with the new token', async () => {
    const fetchMock = mockApi({
      password: { status: 200, body: { success: true, message: 'Password changed', token: 'jwt-after-change' } },
    });
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await fillPasswords(u, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    const [, init] = passwordCalls(fetchMock)[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(localStorage.getItem('token')).toBe('jwt-after-change');
  });

  it("toasts the server's message when the change fails", async () => {
    mockApi({ password: { status: 400, body: { success: false, message: 'Current password is incorrect' } } });
    const u = renderProfile({ signedIn: true });
    await screen.findByText('Uma User');
    await fillPasswords(u, { current: 'wrong-one', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    const fetchMock = mockApi();
    const u = renderProfile({ signedIn: true });
    await u.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/logout'))).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
