import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAR_COUNT, STARS, starShadow, starSkyRules } from '../../../styles/star-sky.ts';
import { TWINKLE_GROUPS } from '../../../styles/twinkle-groups.ts';
import { fail, mockApi, ok, page } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { StarField } from './star-field.tsx';

const account = (role: 'admin' | 'user') => ({
  _id: '1',
  name: 'Nova',
  email: 'nova@example.com',
  mobile_number: null,
  role,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function renderShell(path = '/') {
  return renderRoutes(
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
    path,
  );
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
    mockApi({
      'GET /auth/me': async () => {
        await gate;
        return ok(account(role ?? 'user'));
      },
      'GET /pods': page([]),
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
    mockApi({ 'GET /auth/me': fail(status, 'nope'), 'GET /pods': page([]) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    expect(await screen.findByRole('link', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(kept);
    localStorage.removeItem('token');
  });

  it('names the home link by the logo, once', async () => {
    mockApi({ 'GET /pods': page([]) });
    renderShell();
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'AstroDen' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'AstroDen' })).toBeInTheDocument();
  });

  it('turns translucent after 50px of scroll', async () => {
    mockApi({ 'GET /pods': page([]) });
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
    mockApi({ 'GET /pods': page([]) });
    const { router, user } = renderShell();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(expect.arrayContaining(['Home', 'Space Pods', 'Marketplace', 'Contact']));
    await user.click(within(menu).getByRole('link', { name: 'Space Pods' }));
    expect(router.state.location.pathname).toBe('/space-pods');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('footer', () => {
  it('lists up to 6 pods by name', async () => {
    const pods = Array.from({ length: 8 }, (_, i) => ({ _id: `p${i}`, name: `Pod ${i}` }));
    const api = mockApi({ 'GET /pods': page(pods) });
    renderShell();
    const section = await screen.findByRole('region', { name: 'Space Pods' });
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(6));
    const limits = api.to('GET /pods').map((c) => c.query.get('limit'));
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.every((limit) => limit === '6')).toBe(true);
    expect(screen.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeInTheDocument();
  });

  it("says 'No pods found.' when the pod call fails", async () => {
    mockApi({ 'GET /pods': { status: 500, body: {} } });
    renderShell();
    expect(await screen.findByText('No pods found.')).toBeInTheDocument();
  });
});

describe('star field', () => {
  it('is hidden from assistive technology and holds the twinkle groups the stylesheet draws stars in', () => {
    render(<StarField />);
    const field = screen.getByTestId('star-field');
    expect(field).toHaveAttribute('aria-hidden', 'true');
    expect(field).toHaveClass('star-field');
    const groups = [...field.querySelectorAll('.star-group')].map((group) => group.className);
    expect(groups).toEqual(Array.from({ length: TWINKLE_GROUPS }, (_, g) => `star-group star-group-${g}`));
  });

  it('draws 100 stars inside the field, each group its share, as the stylesheet rules of its groups', () => {
    expect(STAR_COUNT).toBe(100);
    const rules = starSkyRules();
    const shadows = Array.from({ length: TWINKLE_GROUPS }, (_, g) =>
      (rules[`.star-group-${g}::before`]?.['box-shadow'] ?? '').split(/, (?=calc)/),
    );
    expect(shadows.flat()).toHaveLength(STAR_COUNT);
    for (const group of shadows) expect(group).toHaveLength(STAR_COUNT / TWINKLE_GROUPS);
    for (const star of STARS) {
      expect(star.top).toBeGreaterThanOrEqual(0);
      expect(star.top).toBeLessThan(100);
      expect(star.left).toBeGreaterThanOrEqual(0);
      expect(star.left).toBeLessThan(100);
      expect(star.size).toBeGreaterThanOrEqual(1);
      expect(star.size).toBeLessThanOrEqual(3);
    }
    // A 2 px star whose top left corner is at 10% 20% of the field: the 1 px dot spread by half a pixel.
    expect(starShadow({ top: 10, left: 20, size: 2, opacity: 0.5 })).toBe(
      'calc(20cqw + 0.5px) calc(10cqh + 0.5px) 0 0.5px rgb(224 242 254 / 0.5)',
    );
  });
});
