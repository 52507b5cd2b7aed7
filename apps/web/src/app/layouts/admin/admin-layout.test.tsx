import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, page } from '../../../test/fake-api.ts';
import { renderAdmin, slow } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const productsApi = {
  'GET /products': page([]),
  'GET /products/categories/all': ok([]),
};

describe('admin layout', () => {
  it('lists every admin section and marks the current one', async () => {
    mockApi(productsApi);
    renderAdmin('/admin/products');
    const nav = await screen.findByRole('navigation', { name: 'Admin' }, slow);
    expect(within(nav).getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Products', '/admin/products'],
      ['Pods', '/admin/pods'],
      ['Users', '/admin/users'],
      ['Orders', '/admin/orders'],
      ['Contacts', '/admin/contacts'],
      ['Settings', '/admin/settings'],
      ['Audit Log', '/admin/audit'],
      ['E-mails', '/admin/emails'],
      ['Back to Site', '/'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
    await waitFor(() => expect(document.title).toBe('Products | AstroDen'));
  });

  it('logs out, then goes to /login', async () => {
    const api = mockApi(productsApi);
    const { user, router } = renderAdmin('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Logout' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens the menu on phones and closes it with Esc or on navigation', async () => {
    mockApi(productsApi);
    const { user, router } = renderAdmin('/admin/products');
    const menu = await screen.findByRole('button', { name: 'Open menu' }, slow);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Pods' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pods'));
    expect(await screen.findByRole('button', { name: 'Open menu' }, slow)).toHaveAttribute('aria-expanded', 'false');
  });
});
