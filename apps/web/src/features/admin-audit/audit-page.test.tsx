import type { AuditEntry } from '@astroden/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, page } from '../../test/fake-api.ts';
import { adminUser } from '../../test/fixtures.ts';
import { renderAdmin, slow } from '../../test/render.tsx';

const entry = (over: Partial<AuditEntry> & Pick<AuditEntry, 'id'>): AuditEntry => ({
  at: '2026-11-20T10:30:00.000Z',
  actorId: 'admin-1',
  actorEmail: 'admin@astroden.example',
  action: 'update',
  entity: 'product',
  entityId: 'p-42',
  before: { price_paise: 99900, stock: 4 },
  after: { price_paise: 89900, stock: 6 },
  ...over,
});

const entries = [
  entry({ id: 2 }),
  entry({
    id: 1,
    action: 'create',
    entity: 'user',
    entityId: 'u-7',
    before: null,
    after: { email: 'vega@mail.example' },
  }),
];
const users = { body: { success: true, data: [adminUser], total: 1, totalPages: 1, currentPage: 1 } };

afterEach(() => vi.unstubAllGlobals());

describe('admin audit log', () => {
  it('lists who changed what and when, and opens an entry to its fields before and after', async () => {
    mockApi({ 'GET /audit': page(entries), 'GET /users': users });
    const { user } = renderAdmin('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Audit Log' }, slow)).toBeInTheDocument();
    const row = within((await screen.findByRole('rowheader', { name: /Updated product p-42/ }, slow)).closest('tr')!);
    expect(row.getByText('admin@astroden.example')).toBeInTheDocument();
    expect(row.getByText('price_paise, stock')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Created user u-7/ })).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'View entry 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry 2' });
    const price = within(within(dialog).getByRole('rowheader', { name: 'price_paise' }).closest('tr')!);
    expect(price.getByText('99900')).toBeInTheDocument();
    expect(price.getByText('89900')).toBeInTheDocument();
  });

  it('filters by admin, entity and dates through the URL, and clears them', async () => {
    const api = mockApi({ 'GET /audit': page([]), 'GET /users': users });
    const { user, router } = renderAdmin('/admin/audit');
    await user.selectOptions(await screen.findByLabelText('Entity', undefined, slow), 'order');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Admin' }),
      await screen.findByRole('option', { name: adminUser.email }),
    );
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => {
      const last = api.calls.filter((c) => c.path === '/audit').at(-1)!;
      expect(last.query.get('entity')).toBe('order');
      expect(last.query.get('actorId')).toBe(adminUser._id);
      expect(last.query.get('from')).toBe('2026-11-01');
    });
    expect(router.state.location.search).toContain('entity=order');
    expect(await screen.findByText('No audit entries found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the error with Retry', async () => {
    mockApi({ 'GET /audit': fail(500, 'The log is out of reach'), 'GET /users': users });
    renderAdmin('/admin/audit');
    expect(await screen.findByText('The log is out of reach', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
