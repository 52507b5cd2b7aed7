import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { STAR_COUNT, StarField } from './star-field.tsx';

type Handler = (url: URL) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

function stubApi(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const { status = 200, body } = await handler(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const user = (role: 'admin' | 'user') => ({
  _id: '1',
  name: 'Nova',
  email: 'nova@example.com',
  mobile_number: null,
  role,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const page = (data: unknown[]) => ({ success: true, data, total: data.length, totalPages: 1, currentPage: 1 });

function renderShell(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
            <SiteFooter />
          </>
        ),
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/space-pods', element: <p>pods page</p> },
          { path: '/marketplace', element: <p>market page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.scrollY = 0;
});

describe('header', () => {
  it.each([
    [null, 'Admin Login', '/login'],
    ['user', 'Profile', '/profile'],
    ['admin', 'Dashboard', '/admin/dashboard'],
  ] as const)('shows the auth link by role (%s) once auth has loaded', async (role, label, href) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (role) localStorage.setItem('token', 't');
    stubApi(async (url) => {
      if (url.pathname === '/api/auth/me') {
        await gate;
        return { body: { success: true, data: user(role ?? 'user') } };
      }
      return { body: url.pathname === '/api/pods' ? page([]) : { success: true, data: {} } };
    });
    renderShell();
    if (role) {
      expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
      release();
    }
    const link = await screen.findByRole('link', { name: label });
    expect(link).toHaveAttribute('href', href);
  });

  it.each([
    ['the server refuses the token (401)', 401, null],
    ['the check fails for another reason (a 503, a reload that aborts it)', 503, 't'],
  ])('signs out when %s, and keeps the token only if it may still be good', async (_case, status, kept) => {
    localStorage.setItem('token', 't');
    stubApi((url) =>
      url.pathname === '/api/auth/me'
        ? { status, body: { success: false, message: 'nope' } }
        : { body: url.pathname === '/api/pods' ? page([]) : { success: true, data: {} } },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    expect(await screen.findByRole('link', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(kept);
    localStorage.removeItem('token');
  });

  it('names the home link by the logo, once', async () => {
    stubApi(() => ({ body: page([]) }));
    renderShell();
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'AstroDen' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'AstroDen' })).toBeInTheDocument();
  });

  it('turns translucent after 50px of scroll', async () => {
    stubApi(() => ({ body: page([]) }));
    renderShell();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens the mobile menu, closes it on navigation and on Esc, and gives focus back', async () => {
    stubApi(() => ({ body: page([]) }));
    const router = renderShell();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(expect.arrayContaining(['Home', 'Space Pods', 'Marketplace', 'Contact']));
    await userEvent.click(within(menu).getByRole('link', { name: 'Space Pods' }));
    expect(router.state.location.pathname).toBe('/space-pods');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('footer', () => {
  it('lists up to 6 pods by name', async () => {
    const pods = Array.from({ length: 8 }, (_, i) => ({ _id: `p${i}`, name: `Pod ${i}` }));
    stubApi((url) => {
      if (url.pathname === '/api/pods') {
        expect(url.searchParams.get('limit')).toBe('6');
        return { body: page(pods) };
      }
      return { body: { success: true, data: {} } };
    });
    renderShell();
    const section = await screen.findByRole('region', { name: 'Space Pods' });
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(6));
    expect(screen.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeInTheDocument();
  });

  it("says 'No pods found.' when the pod call fails", async () => {
    stubApi((url) =>
      url.pathname === '/api/pods' ? { status: 500, body: {} } : { body: { success: true, data: {} } },
    );
    renderShell();
    expect(await screen.findByText('No pods found.')).toBeInTheDocument();
  });
});

describe('star field', () => {
  it('draws 100 stars, hidden from assistive technology', () => {
    render(<StarField />);
    const field = screen.getByTestId('star-field');
    expect(field).toHaveAttribute('aria-hidden', 'true');
    expect(field.querySelectorAll('.star')).toHaveLength(STAR_COUNT);
    expect(STAR_COUNT).toBe(100);
  });
});
