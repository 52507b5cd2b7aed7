import type { EmailDetail } from '@astroden/shared';
import { EMAIL_MESSAGES } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok, page } from '../../test/fake-api.ts';
import { emailFixture } from '../../test/fixtures.ts';
import { findToast, renderAdmin, slow } from '../../test/render.tsx';

const sent = emailFixture();
const failed = emailFixture({
  _id: 'e2',
  kind: 'order_tracking',
  recipient: 'zoya@mail.example',
  subject: 'Your order ORD-20261121-0002 is on its way',
  status: 'failed',
  attempts: 3,
  sentAt: null,
  smtpResponse: null,
  lastError: '550 5.1.1 Mailbox unavailable',
  createdAt: '2026-11-21T09:00:00.000Z',
});
const kept = emailFixture({ _id: 'e3', kind: 'password_reset', subject: null, status: 'kept', html: null, text: null });
const summary = ({ html, text, messageId, smtpResponse, nextAttemptAt, ...rest }: EmailDetail) => rest;
const details: Record<string, EmailDetail> = { e1: sent, e2: failed, e3: kept };

/** The fake API: the list answering `list`, each message by id, and resend as given. */
function serve(list = page([sent, failed, kept].map(summary)), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /emails': list,
    'GET /emails/:id': (call: ApiCall) => {
      const email = details[call.params.id!];
      return email ? ok(email) : fail(404, EMAIL_MESSAGES.notFound);
    },
    ...extra,
  });
}
const listCalls = (api: ReturnType<typeof serve>) => api.to('GET /emails');
const row = (subject: string) => screen.getByRole('rowheader', { name: subject }).closest('tr')!;
const firstRow = () => screen.findByRole('rowheader', { name: sent.subject! }, slow);

afterEach(() => vi.unstubAllGlobals());

describe('admin e-mails', () => {
  it('lists date, recipient, type, subject, status and attempts, newest first as the server gives them', async () => {
    const api = serve();
    renderAdmin('/admin/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mails' }, slow)).toBeInTheDocument();
    await firstRow();
    const second = within(row(failed.subject!));
    expect(second.getByText('zoya@mail.example')).toBeInTheDocument();
    expect(second.getByText('Tracking number')).toBeInTheDocument();
    expect(second.getByText('Failed').className).toContain('red');
    expect(second.getByText('3')).toBeInTheDocument();
    expect(second.getByText(/21 Nov 2026/)).toBeInTheDocument();
    expect(within(row(sent.subject!)).getByText('Sent').className).toContain('emerald');
    expect(within(row('(not rendered yet)')).getByText('Kept (no SMTP)').className).toContain('slate');
    expect(within(row('(not rendered yet)')).getByText('Password reset')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(api)[0]!.query)).toEqual({ page: '1', limit: '10' });
  });

  it('filters by status and recipient, both in the URL and sent to the API', async () => {
    const api = serve();
    const { user, router } = renderAdmin('/admin/emails');
    await firstRow();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by recipient' }), 'zoya');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('recipient')).toBe('zoya'));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(api).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        status: 'failed',
        recipient: 'zoya',
      }),
    );
  });

  it("opens with the URL's filters (the dashboard links to the failed ones)", async () => {
    const api = serve(page([summary(failed)]));
    renderAdmin('/admin/emails?status=failed');
    await screen.findByRole('rowheader', { name: failed.subject! }, slow);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    expect(listCalls(api)[0]!.query.get('status')).toBe('failed');
  });

  it('pages, keeping the page in the URL', async () => {
    const api = serve(undefined, {
      'GET /emails': (call: ApiCall) => {
        const p = Number(call.query.get('page'));
        return page([summary(p === 1 ? sent : failed)], 2, p);
      },
    });
    const { user, router } = renderAdmin('/admin/emails');
    await firstRow();
    await user.click(
      within(screen.getByRole('navigation', { name: 'E-mail pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(await screen.findByRole('rowheader', { name: failed.subject! })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls(api).at(-1)!.query.get('page')).toBe('2');
  });

  it('says No e-mails found, with Clear filters when filtered', async () => {
    serve(page([]));
    const { user, router } = renderAdmin('/admin/emails?status=failed');
    expect(await screen.findByText(EMAIL_MESSAGES.noneFound, {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows Failed to fetch e-mails with a Retry', async () => {
    let attempts = 0;
    serve(undefined, {
      'GET /emails': () => (++attempts === 1 ? fail(500, EMAIL_MESSAGES.fetchFailed) : page([summary(sent)])),
    });
    const { user } = renderAdmin('/admin/emails');
    expect(await screen.findByText(EMAIL_MESSAGES.fetchFailed, {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await firstRow()).toBeInTheDocument();
  });

  it('shows a message as sent: its details, the HTML in a sandboxed frame and the plain text', async () => {
    serve();
    const { user } = renderAdmin('/admin/emails');
    await firstRow();
    await user.click(screen.getByRole('button', { name: `View e-mail to ${sent.recipient}: ${sent.subject}` }));
    const dialog = within(await screen.findByRole('dialog', { name: sent.subject! }));
    expect(await dialog.findByText('<e1@astroden.example>')).toBeInTheDocument();
    expect(dialog.getByText('To').nextElementSibling).toHaveTextContent('karthik@mail.example');
    expect(dialog.getByText('Attempts').nextElementSibling).toHaveTextContent('1');
    expect(dialog.getByText('SMTP response').nextElementSibling).toHaveTextContent('250 2.0.0 OK queued');
    expect(dialog.getByText('Status').nextElementSibling).toHaveTextContent('Sent');

    const frame = dialog.getByTitle(`HTML preview: ${sent.subject}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', sent.html);
    await user.click(dialog.getByRole('tab', { name: 'Plain text' }));
    expect(dialog.getByRole('tabpanel', { name: 'Plain text' })).toHaveTextContent('Nebula Tee x 2');
    expect(dialog.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('sends a failed one again: its last error shown, then a toast and a fresh list', async () => {
    const api = serve(undefined, {
      'POST /emails/:id/resend': { body: { success: true, message: EMAIL_MESSAGES.resent } },
    });
    const { user } = renderAdmin('/admin/emails');
    await firstRow();
    await user.click(screen.getByRole('button', { name: `View e-mail to ${failed.recipient}: ${failed.subject}` }));
    const dialog = within(await screen.findByRole('dialog', { name: failed.subject! }));
    expect(await dialog.findByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    const listed = listCalls(api).length;
    await user.click(dialog.getByRole('button', { name: 'Send again' }));
    expect(await findToast(EMAIL_MESSAGES.resent)).toBeInTheDocument();
    expect(api.to('POST /emails/e2/resend')).toHaveLength(1);
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(listed));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal when it cannot be sent again", async () => {
    serve(undefined, { 'POST /emails/:id/resend': fail(409, EMAIL_MESSAGES.notResendable) });
    const { user } = renderAdmin('/admin/emails');
    await firstRow();
    await user.click(screen.getByRole('button', { name: `View e-mail to ${failed.recipient}: ${failed.subject}` }));
    const dialog = within(await screen.findByRole('dialog', { name: failed.subject! }));
    await user.click(await dialog.findByRole('button', { name: 'Send again' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(EMAIL_MESSAGES.notResendable);
  });
});
