import type { User } from '@astroden/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, page } from '../../test/fake-api.ts';
import { adminUser } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const user = (over: Partial<User> & Pick<User, '_id' | 'name' | 'email'>): User => ({
  mobile_number: null,
  role: 'user',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

const users: User[] = [
  adminUser,
  user({ _id: 'u-2', name: 'Priya Nair', email: 'priya@mail.example' }),
  user({ _id: 'u-3', name: 'Ishaan Chatterjee', email: 'ishaan@mail.example', isActive: false }),
  user({ _id: 'u-4', name: 'Zed Ops', email: 'zed@astroden.example', role: 'admin' }),
];

const listHandler = { 'GET /users': page(users) };
/** A network failure: fetch itself rejects. */
const offline = () => {
  throw new TypeError('Failed to fetch');
};

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

afterEach(() => vi.unstubAllGlobals());

describe('admin users', () => {
  it('sorts by name from its column header, either way, kept in the URL', async () => {
    mockApi(listHandler);
    const { user, router } = renderAdmin('/admin/users?sort=-name');
    expect(await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Zed Ops', 'Priya Nair', 'Ishaan Chatterjee', 'Ada Admin(you)']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    expect(rowNames()).toEqual(['Ada Admin(you)', 'Ishaan Chatterjee', 'Priya Nair', 'Zed Ops']);
  });

  it('lists users with role and status badges, after Loading...', async () => {
    mockApi(listHandler);
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Priya Nair' })).toBeInTheDocument();
    const ishaan = screen.getByRole('rowheader', { name: 'Ishaan Chatterjee' }).closest('tr')!;
    expect(within(ishaan).getByText('Inactive')).toBeInTheDocument();
    expect(within(ishaan).getByText('User')).toBeInTheDocument();
    const zed = screen.getByRole('rowheader', { name: 'Zed Ops' }).closest('tr')!;
    expect(within(zed).getByText('Active')).toBeInTheDocument();
    expect(within(zed).getByText('Admin')).toBeInTheDocument();
  });

  it('shows Loading... while the list loads', async () => {
    // Released before or after the request arrives: either way it answers once released.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockApi({ 'GET /users': () => released.then(() => page(users)) });
    renderAdmin('/admin/users');
    await screen.findByRole('heading', { name: 'User Management' }, { timeout: 5000 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    release();
    expect(await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('searches by name or e-mail, case-insensitively, and filters by role', async () => {
    mockApi(listHandler);
    const { user: u, router } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });

    await u.type(screen.getByRole('searchbox', { name: /search users/i }), 'PRIYA');
    await waitFor(() => expect(rowNames()).toEqual(['Priya Nair']));
    expect(router.state.location.search).toContain('search=PRIYA');

    await u.clear(screen.getByRole('searchbox', { name: /search users/i }));
    await u.type(screen.getByRole('searchbox', { name: /search users/i }), 'AstroDen.Example');
    await waitFor(() => expect(rowNames()).toEqual(['Ada Admin(you)', 'Zed Ops']));

    await u.clear(screen.getByRole('searchbox', { name: /search users/i }));
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(rowNames()).toEqual(['Ada Admin(you)', 'Zed Ops']);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'user');
    expect(rowNames()).toEqual(['Priya Nair', 'Ishaan Chatterjee']);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'all');
    expect(rowNames()).toHaveLength(4);
  });

  it('offers no Delete on the signed-in admin’s own row', async () => {
    mockApi(listHandler);
    renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Ada Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Priya Nair' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Zed Ops' })).toBeInTheDocument();
  });

  it('shows Failed to fetch users with a Retry that reloads', async () => {
    let attempts = 0;
    mockApi({
      'GET /users': () => (++attempts === 1 ? fail(500, 'Failed to fetch users') : page(users)),
    });
    const { user: u } = renderAdmin('/admin/users');
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Priya Nair' })).toBeInTheDocument();
  });

  it('validates Add New User, then sends the e-mail lowercased and toasts success', async () => {
    const api = mockApi({
      ...listHandler,
      'POST /users': (call) => ({
        status: 201,
        body: { success: true, data: { ...users[1], ...(call.body as object) } },
      }),
    });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('user');

    await u.type(within(dialog).getByLabelText(/^Name/), 'Mira Sen');
    await u.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await u.type(within(dialog).getByLabelText(/^Password/), 'abc');
    await u.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await u.clear(within(dialog).getByLabelText(/^Email/));
    await u.type(within(dialog).getByLabelText(/^Email/), 'Mira.Sen@Example.COM');
    await u.clear(within(dialog).getByLabelText(/^Password/));
    await u.type(within(dialog).getByLabelText(/^Password/), 'secret12');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'admin');
    await u.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/users');
    expect(post?.body).toEqual({
      name: 'Mira Sen',
      email: 'mira.sen@example.com',
      password: 'secret12',
      role: 'admin',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requires a password when adding', async () => {
    mockApi(listHandler);
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Add New User' }));
    await u.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    // The first invalid field on screen takes the focus.
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it('toasts the 403 message when the server refuses to add a user', async () => {
    mockApi({ ...listHandler, 'POST /users': fail(403, 'Admin access required') });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Mira Sen');
    await u.type(within(dialog).getByLabelText(/^Email/), 'mira@example.com');
    await u.type(within(dialog).getByLabelText(/^Password/), 'secret12');
    await u.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('You do not have permission to add users')).toBeInTheDocument();
  });

  it('shows a duplicate e-mail (409) beside the field and in a toast', async () => {
    mockApi({ ...listHandler, 'POST /users': fail(409, 'A user with this email already exists') });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Priya Again');
    await u.type(within(dialog).getByLabelText(/^Email/), 'priya@mail.example');
    await u.type(within(dialog).getByLabelText(/^Password/), 'secret12');
    await u.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'A user with this email already exists',
      ),
    );
    expect(screen.getAllByText('A user with this email already exists').length).toBeGreaterThanOrEqual(2);
  });

  it('on a 401 asks to log in again and goes to /login', async () => {
    mockApi({ ...listHandler, 'POST /users': fail(401, 'Invalid or expired token') });
    const { user: u, router } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Mira Sen');
    await u.type(within(dialog).getByLabelText(/^Email/), 'mira@example.com');
    await u.type(within(dialog).getByLabelText(/^Password/), 'secret12');
    await u.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Please log in again')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('edits a user, with the Active switch, and locks role and switch on one’s own account', async () => {
    const api = mockApi({
      ...listHandler,
      'PUT /users/:id': (call) => ok({ ...users[2], ...(call.body as object) }),
    });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });

    await u.click(screen.getByRole('button', { name: 'Edit Ada Admin' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await u.click(screen.getByRole('button', { name: 'Edit Ishaan Chatterjee' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ishaan Chatterjee');
    const active = within(dialog).getByRole('switch', { name: 'Active' });
    expect(active).toHaveAttribute('aria-checked', 'false');
    await u.click(active);
    expect(active).toHaveAttribute('aria-checked', 'true');
    await u.clear(within(dialog).getByLabelText(/^Name/));
    await u.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/^Name/), 'Ishaan C');
    await u.type(within(dialog).getByLabelText(/^Mobile number/), '+91 90000 00000');
    await u.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/users/u-3');
    expect(put?.body).toEqual({
      version: 1,
      name: 'Ishaan C',
      email: 'ishaan@mail.example',
      mobile_number: '+91 90000 00000',
      role: 'user',
      isActive: true,
    });
  });

  it('toasts Failed to update user when the server cannot be reached', async () => {
    mockApi({ ...listHandler, 'PUT /users/:id': offline });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Edit Priya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await u.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
  });

  it('changes a password: mismatch makes no call; a match sends current and new', async () => {
    const api = mockApi({ ...listHandler, 'PUT /users/:id/password': { body: { success: true, message: 'ok' } } });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Change password for Priya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await u.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('New password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm the new password')).toBeInTheDocument();

    await u.type(within(dialog).getByLabelText(/^Your current password/), 'admin-pass');
    await u.type(within(dialog).getByLabelText(/^New password/), 'new-secret');
    await u.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-secreT');
    await u.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('New passwords do not match')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/password'))).toHaveLength(0);

    await u.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await u.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-secret');
    await u.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/users/u-2/password');
    expect(call?.body).toEqual({ currentPassword: 'admin-pass', newPassword: 'new-secret' });
  });

  it('shows a wrong current password (400) beside the field', async () => {
    mockApi({
      ...listHandler,
      'PUT /users/:id/password': fail(400, 'Current password is incorrect', [
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]),
    });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Change password for Priya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await u.type(within(dialog).getByLabelText(/^Your current password/), 'wrong-pass');
    await u.type(within(dialog).getByLabelText(/^New password/), 'new-secret');
    await u.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-secret');
    await u.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('deletes a user after the confirmation', async () => {
    const api = mockApi({ ...listHandler, 'DELETE /users/:id': { body: { success: true, message: 'deleted' } } });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Delete Priya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Priya Nair' });
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/users/u-2');
  });

  it('toasts Failed to delete user when the server cannot be reached', async () => {
    mockApi({ ...listHandler, 'DELETE /users/:id': offline });
    const { user: u } = renderAdmin('/admin/users');
    await screen.findByRole('rowheader', { name: 'Priya Nair' }, { timeout: 5000 });
    await u.click(screen.getByRole('button', { name: 'Delete Priya Nair' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
  });
});
