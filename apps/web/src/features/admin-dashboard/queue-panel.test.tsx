import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueHealthQuery } from '../../lib/api/dashboard.ts';
import { fail, type MockHandler, type MockResponse, mockApi, ok, page } from '../../test/fake-api.ts';
import { renderAdmin, slow } from '../../test/render.tsx';
import { QUEUE_FETCH_FAILED } from './components/queue-panel.tsx';
import { analyticsFixture, emptyRestock } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const api = (queue: MockHandler | MockResponse) =>
  mockApi({
    'GET /dashboard': ok({ totalUsers: 1, totalProducts: 1, totalOrders: 0, totalRevenue: 0, recentOrders: [] }),
    'GET /dashboard/sales': ok([]),
    'GET /dashboard/products': ok([]),
    'GET /dashboard/analytics': ok(analyticsFixture()),
    'GET /dashboard/restock': ok(emptyRestock),
    'GET /dashboard/queue': queue,
    'GET /pods': page([]),
  });

const panel = async () => within(await screen.findByRole('region', { name: 'Job queue' }, slow));

describe('job queue panel', () => {
  it('shows waiting, active and failed per queue, the outbox, and links to the failed e-mails', async () => {
    api(
      ok({
        queues: [
          { name: 'email-send', waiting: 12, active: 2, failed: 1 },
          { name: 'orders-expire', waiting: 0, active: 0, failed: 0 },
        ],
        emails: { pending: 14, failed: 3, sent24h: 250 },
      }),
    );
    renderAdmin('/admin/dashboard');
    const region = await panel();
    const queues = within(await region.findByRole('table', { name: 'Job queues' }, slow));
    const email = within(queues.getByRole('rowheader', { name: 'email-send' }).closest('tr')!);
    expect(email.getAllByRole('cell').map((c) => c.textContent)).toEqual(['12', '2', '1']);
    expect(queues.getByRole('rowheader', { name: 'orders-expire' })).toBeInTheDocument();

    expect(region.getByText('Waiting', { selector: 'dt' }).nextElementSibling).toHaveTextContent('14');
    expect(region.getByText('Failed', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
    expect(region.getByText('Sent in 24 h').nextElementSibling).toHaveTextContent('250');
    expect(region.getByRole('link', { name: 'View failed e-mails' })).toHaveAttribute(
      'href',
      '/admin/emails?status=failed',
    );
  });

  it('has no link when no e-mail failed', async () => {
    api(ok({ queues: [], emails: { pending: 0, failed: 0, sent24h: 4 } }));
    renderAdmin('/admin/dashboard');
    const region = await panel();
    expect(await region.findByText('Sent in 24 h', {}, slow)).toBeInTheDocument();
    expect(region.queryByRole('link', { name: 'View failed e-mails' })).not.toBeInTheDocument();
  });

  it('shows a small error of its own when the queue cannot be read, the rest of the dashboard still there', async () => {
    api(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAdmin('/admin/dashboard');
    const region = await panel();
    expect(await region.findByRole('alert', {}, slow)).toHaveTextContent(QUEUE_FETCH_FAILED);
    expect(screen.getByText('Total Users')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses", async () => {
    api(fail(500, 'The job queue is not started'));
    renderAdmin('/admin/dashboard');
    expect(await (await panel()).findByRole('alert', {}, slow)).toHaveTextContent('The job queue is not started');
  });

  it('is read again every 30 seconds', () => {
    expect(queueHealthQuery().refetchInterval).toBe(30_000);
  });
});
