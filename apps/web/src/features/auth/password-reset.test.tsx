import { AUTH_MESSAGES } from '@astroden/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockResponse, mockApi } from '../../test/fake-api.ts';
import { installDomPolyfills, renderRoutes, slow } from '../../test/render.tsx';
import { routes } from '../../test/routes.tsx';
import { meta as forgotMeta } from './forgot-password-page.tsx';
import { meta as resetMeta } from './reset-password-page.tsx';

const message = (text: string): MockResponse => ({ body: { success: true, message: text } });

function open(path: string) {
  installDomPolyfills();
  return renderRoutes(routes, path);
}

async function choosePasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(await screen.findByLabelText(/^New password/, {}, slow), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('is linked from the login screen, under the password', async () => {
    mockApi();
    const { user, url } = open('/login');
    const link = await screen.findByRole('link', { name: AUTH_MESSAGES.forgotPassword }, slow);
    expect(link).toHaveAttribute('href', '/forgot-password');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, slow)).toBeInTheDocument();
    expect(url()).toBe('/forgot-password');
  });

  it('asks for a link and answers the same whether the account exists or not', async () => {
    const api = mockApi({ 'POST /auth/forgot-password': message(AUTH_MESSAGES.resetRequested) });
    const { user } = open('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }, slow));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.to('POST /auth/forgot-password')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Email/), 'Nobody@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetRequested);
    expect(api.to('POST /auth/forgot-password').map((c) => c.body)).toEqual([{ email: 'nobody@example.com' }]);
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it("shows the rate limit's message and keeps the form", async () => {
    mockApi({ 'POST /auth/forgot-password': fail(429, AUTH_MESSAGES.tooManyAttempts) });
    const { user } = open('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/, {}, slow), 'uma@astroden.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('uma@astroden.example');
  });
});

describe('reset password', () => {
  it('says Passwords do not match, or too short, without calling the server', async () => {
    const api = mockApi({ 'POST /auth/reset-password': message(AUTH_MESSAGES.resetDone) });
    const { user } = open('/reset-password?token=reset-token-1');
    await choosePasswords(user, 'new-secret', 'new-secreT');
    const mismatch = await screen.findByText('Passwords do not match');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(mismatch.textContent ?? '');

    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await choosePasswords(user, 'abc');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(api.to('POST /auth/reset-password')).toHaveLength(0);
  });

  it('sets the new password with the link’s token, then points to the login', async () => {
    const api = mockApi({ 'POST /auth/reset-password': message(AUTH_MESSAGES.resetDone) });
    const { user } = open('/reset-password?token=reset-token-1');
    await choosePasswords(user, 'new-secret');
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetDone);
    expect(api.to('POST /auth/reset-password').map((c) => c.body)).toEqual([
      { token: 'reset-token-1', password: 'new-secret' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message for a used or expired link, with a way to ask for a new one", async () => {
    mockApi({ 'POST /auth/reset-password': fail(400, AUTH_MESSAGES.resetInvalid) });
    const { user } = open('/reset-password?token=used-token');
    await choosePasswords(user, 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the password on its field", async () => {
    mockApi({
      'POST /auth/reset-password': fail(400, 'Validation failed', [
        { path: 'password', message: 'Password must be at most 128 characters long' },
      ]),
    });
    const { user } = open('/reset-password?token=reset-token-1');
    await choosePasswords(user, 'new-secret');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        /Password must be at most 128 characters long/,
      ),
    );
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });

  it('says the link is invalid when it has no token', async () => {
    const api = mockApi();
    open('/reset-password');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(AUTH_MESSAGES.resetInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(api.to('POST /auth/reset-password')).toHaveLength(0);
  });

  it('tells search engines not to list either page', () => {
    const args = { location: { pathname: '/reset-password', search: '' }, matches: [] } as never;
    expect(resetMeta(args)).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(forgotMeta(args)).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
