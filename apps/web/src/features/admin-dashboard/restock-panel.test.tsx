import { ANALYTICS_MESSAGES } from '@astroden/shared/constants';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, page } from '../../test/fake-api.ts';
import { renderAdmin, slow } from '../../test/render.tsx';
import { analyticsFixture, emptyQueue } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const api = (restock: ReturnType<typeof ok>) =>
  mockApi({
    'GET /dashboard': ok({ totalUsers: 1, totalProducts: 1, totalOrders: 0, totalRevenue: 0, recentOrders: [] }),
    'GET /dashboard/sales': ok([]),
    'GET /dashboard/products': ok([]),
    'GET /dashboard/analytics': ok(analyticsFixture()),
    'GET /dashboard/restock': restock,
    'GET /dashboard/queue': ok(emptyQueue),
    'GET /pods': page([]),
  });

describe('needs restocking', () => {
  it('lists what needs restocking with its stock and a badge in words, linking to the product', async () => {
    api(
      ok({
        threshold: 5,
        total: 23,
        items: [
          { _id: 'p1', name: 'Orbit Lamp', category: 'Collectibles', stock: 0 },
          { _id: 'p2', name: 'Saturn Figure', category: 'Accessories', stock: 3 },
        ],
      }),
    );
    renderAdmin('/admin/dashboard');
    const panel = within(await screen.findByRole('region', { name: 'Needs restocking' }, slow));
    const items = (await panel.findAllByRole('listitem', {}, slow)).map((li) => within(li));
    expect(items).toHaveLength(2);
    expect(items[0]!.getByText('Out of stock')).toBeInTheDocument();
    expect(items[0]!.getByText('0 left')).toBeInTheDocument();
    expect(items[0]!.getByText('Collectibles')).toBeInTheDocument();
    expect(items[1]!.getByText('Low stock')).toBeInTheDocument();
    expect(items[1]!.getByRole('link', { name: 'Saturn Figure' })).toHaveAttribute(
      'href',
      '/admin/products?search=Saturn+Figure',
    );
    expect(panel.getByText(/Showing 2 of 23 products at or below 5 in stock/)).toBeInTheDocument();
  });

  it('says when nothing needs restocking', async () => {
    api(ok({ threshold: 5, total: 0, items: [] }));
    renderAdmin('/admin/dashboard');
    const panel = within(await screen.findByRole('region', { name: 'Needs restocking' }, slow));
    expect(await panel.findByText(ANALYTICS_MESSAGES.nothingToRestock, {}, slow)).toBeInTheDocument();
  });

  it("shows the server's message with Retry when the list fails", async () => {
    api(fail(500, 'Stock is unavailable'));
    renderAdmin('/admin/dashboard');
    const panel = within(await screen.findByRole('region', { name: 'Needs restocking' }, slow));
    expect(await panel.findByText('Stock is unavailable', {}, slow)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
