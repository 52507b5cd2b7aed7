import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockHandler, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import LoginPage from './login-page.tsx';
import { redirectAfterLogin } from './redirect-after-login.ts';

const user = (role: 'admin' | 'user') => ({
  _id: `${role}-1`,
  name: role === 'admin' ? 'Ada Admin' : 'Uma User',
  email: `${role}@astroden.example`,
  mobile_number: null,
  role,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const signedIn = (role: 'admin' | 'user'): MockResponse => ({
  body: { success: true, token: 'jwt', user: user(role) },
});

/** The fake API with POST /auth/login answering as given. */
const serveLogin = (login: MockHandler | MockResponse) => mockApi({ 'POST /auth/login': login });
const loginCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.path === '/auth/login');

function renderLogin(from?: string) {
  const { user } = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/admin/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/admin/orders', element: <h1>Orders page</h1> },
      { path: '/profile', element: <h1>Profile page</h1> },
    ],
    { pathname: '/login', state: from ? { from } : null },
  );
  return user;
}

async function signIn(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/Email/), 'someone@astroden.example');
  await u.type(screen.getByLabelText(/^Password/), 'secret-password');
  await u.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('requires email and password before calling the server', async () => {
    const api = serveLogin(signedIn('admin'));
    const u = renderLogin();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(loginCalls(api)).toHaveLength(0);
  });

  it('shows and hides the password with a pressed toggle', async () => {
    mockApi();
    const u = renderLogin();
    const password = screen.getByLabelText(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await u.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await u.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says Logging in... while busy, then sends an admin to the dashboard', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    serveLogin(() => released.then(() => signedIn('admin')));
    const u = renderLogin();
    await signIn(u);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('sends an admin back to the remembered admin page', async () => {
    serveLogin(signedIn('admin'));
    const u = renderLogin('/admin/orders');
    await signIn(u);
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
  });

  it('sends a user home, never to a remembered admin page', async () => {
    serveLogin(signedIn('user'));
    const u = renderLogin('/admin/orders');
    await signIn(u);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('sends a user back to a remembered public page', async () => {
    serveLogin(signedIn('user'));
    const u = renderLogin('/profile');
    await signIn(u);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it("shows the server's message in an alert banner", async () => {
    serveLogin({ status: 401, body: { success: false, message: 'Invalid email or password' } });
    const u = renderLogin();
    await signIn(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('falls back to Login failed. Please try again. when there is no message', async () => {
    serveLogin(() => Promise.reject(new TypeError('Failed to fetch')));
    const u = renderLogin();
    await signIn(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('shows who is signed in, with links, instead of the form', async () => {
    localStorage.setItem('token', 'jwt');
    mockApi({ 'GET /auth/me': ok(user('admin')) });
    renderLogin();
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: /Your Profile/ })).toHaveAttribute('href', '/profile');
    expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument();
  });
});

describe('redirectAfterLogin', () => {
  it('ignores origins that are not same-site paths', () => {
    expect(redirectAfterLogin({ role: 'admin' }, { from: 'https://evil.example' })).toBe('/admin/dashboard');
    expect(redirectAfterLogin({ role: 'admin' }, { from: '//evil.example' })).toBe('/admin/dashboard');
    expect(redirectAfterLogin({ role: 'user' }, { from: '/admin' })).toBe('/');
    expect(redirectAfterLogin({ role: 'user' }, { from: '/cart?x=1' })).toBe('/cart?x=1');
    expect(redirectAfterLogin({ role: 'user' }, null)).toBe('/');
  });
});
