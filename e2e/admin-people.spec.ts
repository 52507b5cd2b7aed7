// Admin back office, people side: User Management (add with validation, change a password, then that
// user signs in and is kept out of the admin) and Contact Submissions (view a message, delete it).
import { describe, expect, it } from 'vitest';
import {
  dialog,
  expectCount,
  expectToast,
  signInThroughForm,
  tableRows,
  textOf,
  uniqueSuffix,
  waitForPath,
} from './support/admin.ts';
import { signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();

describe('admin users', () => {
  it('adds a user after showing the form errors, changes its password, and that user is no admin', async () => {
    const suffix = uniqueSuffix();
    const name = `Vega Explorer ${suffix}`;
    const email = `vega.${suffix}@example.com`;
    const firstPassword = `first-${suffix}`;
    const newPassword = `second-${suffix}`;
    const page = await live.openAdminPage('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();

    // Invalid first: the form says what is wrong and sends nothing.
    await page.getByRole('button', { name: 'Add New User' }).click();
    const add = dialog(page, 'Add New User');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await add.getByLabel(/^Password/).fill('123');
    await add.getByRole('button', { name: 'Add User' }).click();
    await add.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).waitFor();
    await add.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long' }).waitFor();
    expect(await add.isVisible()).toBe(true);

    // Then valid (the e-mail typed in capitals is stored lowercased).
    await add.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await add.getByLabel(/^Password/).fill(firstPassword);
    expect(await add.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('user');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expectToast(page, 'User added successfully');
    await add.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(suffix);
    const row = tableRows(page, 'Users', name);
    await expectCount(row, 1);
    const shown = await textOf(row);
    expect(shown).toContain(email);
    expect(shown).toContain('User');
    expect(shown).toContain('Active');
    // Not the signed-in admin, so it can be deleted.
    await row.getByRole('button', { name: `Delete ${name}` }).waitFor();

    // Change its password with the admin's own current password; a mismatch is refused first.
    await row.getByRole('button', { name: `Change password for ${name}` }).click();
    const change = dialog(page, 'Change Password');
    await change.getByLabel(/^Your current password/).fill(ADMIN.password);
    await change.getByLabel(/^New password/).fill(newPassword);
    await change.getByLabel(/^Confirm new password/).fill(`${newPassword}-typo`);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await change.getByRole('alert').filter({ hasText: 'New passwords do not match' }).waitFor();
    await change.getByLabel(/^Confirm new password/).fill(newPassword);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed successfully');
    await change.waitFor({ state: 'hidden' });

    // Sign out from the sidebar.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The old password no longer works; the new one does, and a user lands on the home page.
    await signInThroughForm(page, email, firstPassword);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await signInThroughForm(page, email, newPassword);
    await waitForPath(page, '/');

    // Not an admin: the dashboard denies, User Management sends to /login.
    await page.goto('/admin/dashboard');
    await page.getByText('Access Denied - You must be logged in as an admin to view this page.').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(0);
    await page.goto('/admin/users');
    await waitForPath(page, '/login');
    expect(await page.getByRole('table', { name: 'Users' }).count()).toBe(0);

    // The storefront header offers a signed-in user their Profile (spec section 6), not the admin's Dashboard.
    await page.goto('/');
    const profile = page.getByRole('banner').getByRole('link', { name: 'Profile' }).first();
    await profile.waitFor({ timeout: 5000 });
    expect(await profile.getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await page.close();
  });
});

describe('admin contacts', () => {
  it('shows a message sent through the contact form, opens its details and deletes it', async () => {
    const suffix = uniqueSuffix();
    const fullName = `Lyra Sender ${suffix}`;
    const message = `Can I book the Nebula pod for a tournament on Saturday? Ref ${suffix}.`;
    const page = await live.openPage();
    const sent = await page.request.post('/api/contact', {
      data: { fullName, email: `lyra.${suffix}@example.com`, phoneNo: '+91 98765 43210', subject: 'Support', message },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/contacts');
    await page.getByRole('heading', { level: 1, name: 'Contact Submissions' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(fullName);
    const row = tableRows(page, 'Contact submissions', fullName);
    await expectCount(row, 1);
    const shown = await textOf(row);
    expect(shown).toContain(`lyra.${suffix}@example.com`);
    expect(shown).toContain('+91 98765 43210');
    expect(shown).toContain('Support');

    await row.getByRole('button', { name: `View message from ${fullName}` }).click();
    const details = dialog(page, 'Contact details');
    await details.getByText(message).waitFor();
    await details.getByText(fullName).waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).first().click();
    await details.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `Delete message from ${fullName}` }).click();
    const confirm = dialog(page, 'Delete contact');
    await confirm.getByText('Are you sure you want to delete this contact?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Contact deleted successfully');
    await expectCount(row, 0);
    await page.getByRole('heading', { name: 'No contacts found' }).waitFor();
    await page.close();
  });
});
