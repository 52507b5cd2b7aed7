import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, page } from '../../test/fake-api.ts';
import { podFixture } from '../../test/fixtures.ts';
import { renderAdmin, slow } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openEdit() {
  const view = renderAdmin('/admin/pods');
  await screen.findByRole('table', { name: 'Pods' }, slow);
  await view.user.click(screen.getByRole('button', { name: 'Edit Lunar Lounge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Pod' });
  return { ...view, dialog, d: within(dialog) };
}

describe('a form in a modal', () => {
  it('closes at once when nothing was changed', async () => {
    mockApi({ 'GET /pods': page([podFixture()]) });
    const { user, d } = await openEdit();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Pod' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('asks before Cancel or ✕ (Esc too: the same handler) throw away what was typed, and keeps it when the admin stays', async () => {
    mockApi({ 'GET /pods': page([podFixture()]) });
    const { user, d } = await openEdit();
    await user.type(d.getByLabelText(/^Name/), ' Deluxe');

    await user.click(d.getByRole('button', { name: 'Close' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    expect(ask.getByText('You have unsaved changes. Close without saving them?')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(d.getByLabelText(/^Name/)).toHaveValue('Lunar Lounge Deluxe');

    await user.click(d.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Pod' })).not.toBeInTheDocument());
  });

  it('asks before leaving for another screen with unsaved changes', async () => {
    mockApi({ 'GET /pods': page([podFixture()]), 'GET /products': page([]) });
    const { user, d, router } = await openEdit();
    await user.type(d.getByLabelText(/^Description/), ' With a view.');
    await router.navigate('/admin/products');
    const ask = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    expect(router.state.location.pathname).toBe('/admin/pods');
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/pods');
    expect(d.getByLabelText(/^Description/)).toHaveValue('A lounge on the moon. With a view.');

    await router.navigate('/admin/products');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });

  it('shows how far the upload has gone while a save runs', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi({
      'GET /pods': page([podFixture()]),
      'PUT /pods/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, d } = await openEdit();
    await user.type(d.getByLabelText(/^Name/), ' Deluxe');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    const bar = await d.findByRole('progressbar', { name: 'Uploading pod' });
    expect(bar).toHaveAttribute('value', '0.5');
    expect(d.getByText('50%')).toBeInTheDocument();
    answer(ok(podFixture({ name: 'Lunar Lounge Deluxe', version: 2 })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Pod' })).not.toBeInTheDocument());
    // A save that closed the modal asks nothing.
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });
});
