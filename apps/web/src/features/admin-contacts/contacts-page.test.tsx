import type { Contact } from '@astroden/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, page } from '../../test/fake-api.ts';
import { renderAdmin } from '../../test/render.tsx';

const contact = (over: Partial<Contact> & Pick<Contact, '_id' | 'fullName'>): Contact => ({
  email: 'zoya@mail.example',
  phoneNo: '+91 98640 28739',
  subject: 'General Inquiry',
  message: 'Are the shirts unisex sizing?\nI am usually a M.',
  createdAt: '2026-11-17T09:19:41.166Z',
  ...over,
});

const contacts: Contact[] = [
  contact({ _id: 'c-1', fullName: 'Zoya Das' }),
  contact({
    _id: 'c-2',
    fullName: 'Karthik Rao',
    email: 'karthik@mail.example',
    subject: 'Support',
    createdAt: '2026-03-05T10:00:00.000Z',
  }),
];

const firstRow = () => screen.findByRole('rowheader', { name: 'Zoya Das' }, { timeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('admin contacts', () => {
  it('lists name, email, phone, subject and the en-IN date, with no pagination on a single page', async () => {
    const api = mockApi({ 'GET /contact': page(contacts, 1, 1) });
    renderAdmin('/admin/contacts');
    expect(await screen.findByRole('heading', { name: 'Contact Submissions' }, { timeout: 5000 })).toBeInTheDocument();
    await firstRow();
    const row = within(screen.getByRole('rowheader', { name: 'Karthik Rao' }).closest('tr')!);
    expect(row.getByText('karthik@mail.example')).toBeInTheDocument();
    expect(row.getByText('+91 98640 28739')).toBeInTheDocument();
    expect(row.getByText('Support')).toBeInTheDocument();
    expect(row.getByText('05 Mar 2026')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'View message from Karthik Rao' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete message from Karthik Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contact pages' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/contact')?.query.get('page')).toBe('1');
  });

  it('says No contacts found when there are none', async () => {
    mockApi({ 'GET /contact': page([], 0, 1) });
    renderAdmin('/admin/contacts');
    expect(await screen.findByText('No contacts found', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('paginates when there is more than one page, keeping the page in the URL', async () => {
    const api = mockApi({
      'GET /contact': (call: ApiCall) => {
        const p = Number(call.query.get('page'));
        return page([p === 1 ? contacts[0]! : contacts[1]!], 2, p);
      },
    });
    const { user, router } = renderAdmin('/admin/contacts');
    await firstRow();
    const nav = screen.getByRole('navigation', { name: 'Contact pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Karthik Rao' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('sorts by name from its header, in the URL, and asks the server for that order', async () => {
    const api = mockApi({ 'GET /contact': page(contacts) });
    const { user, router } = renderAdmin('/admin/contacts');
    await firstRow();
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=fullName'));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('sort')).toBe('fullName'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches (in the URL) and sends the search to the server', async () => {
    const api = mockApi({
      'GET /contact': (call: ApiCall) => (call.query.get('search') ? page([contacts[1]!]) : page(contacts)),
    });
    const { user, router } = renderAdmin('/admin/contacts');
    await firstRow();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'karthik');
    await waitFor(() => expect(router.state.location.search).toBe('?search=karthik'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Zoya Das' })).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.query.get('search') === 'karthik')).toBe(true);
  });

  it('shows the whole submission in a modal', async () => {
    mockApi({ 'GET /contact': page(contacts) });
    const { user } = renderAdmin('/admin/contacts');
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'View message from Zoya Das' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact details' }));
    expect(dialog.getByText('Zoya Das')).toBeInTheDocument();
    expect(dialog.getByText('zoya@mail.example')).toBeInTheDocument();
    expect(dialog.getByText('+91 98640 28739')).toBeInTheDocument();
    expect(dialog.getByText('General Inquiry')).toBeInTheDocument();
    expect(dialog.getByText(/Are the shirts unisex sizing\?/)).toBeInTheDocument();
    expect(dialog.getByText(/17 Nov 2026/)).toBeInTheDocument();
  });

  it('deletes after a confirmation and toasts', async () => {
    const api = mockApi({
      'GET /contact': page(contacts),
      'DELETE /contact/:id': { body: { success: true, message: 'Contact deleted successfully' } },
    });
    const { user } = renderAdmin('/admin/contacts');
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'Delete message from Zoya Das' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete contact' }));
    expect(dialog.getByText('Are you sure you want to delete this contact?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contact deleted successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/contact/c-1');
  });

  it('toasts Failed to delete contact when the delete fails', async () => {
    mockApi({
      'GET /contact': page(contacts),
      'DELETE /contact/:id': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderAdmin('/admin/contacts');
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'Delete message from Zoya Das' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete contact')).toBeInTheDocument();
  });

  it('shows Failed to fetch contacts with a Retry', async () => {
    let attempts = 0;
    mockApi({ 'GET /contact': () => (++attempts === 1 ? fail(500, 'Failed to fetch contacts') : page(contacts)) });
    const { user } = renderAdmin('/admin/contacts');
    expect(await screen.findByText('Failed to fetch contacts', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await firstRow()).toBeInTheDocument();
  });
});
