import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockHandler, type MockResponse, mockApi, ok, page } from '../../test/fake-api.ts';
import { pngFile, podFixture } from '../../test/fixtures.ts';
import { findToast, renderAdmin, slow } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const pods = [podFixture(), podFixture({ _id: 'pod2', name: 'Nebula Solo Pod', size: 60, price: 1499, features: [] })];

const api = (overrides: Record<string, MockHandler | MockResponse> = {}) =>
  mockApi({
    'GET /pods': page(pods, 3),
    'POST /pods': { status: 201, body: { success: true, message: 'Pod added successfully', data: podFixture() } },
    'PUT /pods/:id': ok(podFixture()),
    'DELETE /pods/:id': { body: { success: true, message: 'Pod deleted successfully' } },
    ...overrides,
  });

async function openAdd() {
  const view = renderAdmin('/admin/pods');
  await screen.findByRole('table', { name: 'Pods' }, slow);
  await view.user.click(screen.getByRole('button', { name: 'Add Pod' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Pod' });
  return { ...view, d: within(dialog) };
}

describe('admin pods list', () => {
  it('shows name, size, 2-decimal price and the first features with +N', async () => {
    const { calls } = api();
    renderAdmin('/admin/pods');
    const table = await screen.findByRole('table', { name: 'Pods' }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Size (sqft)', 'Price', 'Features', 'Actions']);
    const row = within(table).getByRole('rowheader', { name: 'Lunar Lounge' }).closest('tr')!;
    expect(row).toHaveTextContent('420');
    expect(row).toHaveTextContent('₹2,499.00');
    expect(within(row).getByText('Eight gaming stations')).toBeInTheDocument();
    expect(within(row).queryByText('Snack bar')).not.toBeInTheDocument();
    expect(within(row).getByText('+1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/pods')?.query.get('limit')).toBe('10');
    expect(screen.getByRole('navigation', { name: 'Pods pages' })).toBeInTheDocument();
  });

  it('keeps the search in the URL', async () => {
    const { calls } = api();
    const { user, router } = renderAdmin('/admin/pods');
    await user.type(await screen.findByRole('searchbox', { name: 'Search pods' }, slow), 'lunar{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=lunar'));
    await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('lunar'));
  });

  it("shows 'Failed to fetch pods' with Retry", async () => {
    let down = true;
    api({
      'GET /pods': () => {
        if (down) throw new TypeError('Failed to fetch');
        return page(pods);
      },
    });
    const { user } = renderAdmin('/admin/pods');
    expect(await screen.findByText('Failed to fetch pods', {}, slow)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Pods' })).toBeInTheDocument();
  });

  it('deletes only after a confirmation', async () => {
    let broken = false;
    const { calls } = api({
      'DELETE /pods/:id': () =>
        broken ? fail(500, '') : { body: { success: true, message: 'Pod deleted successfully' } },
    });
    const { user } = renderAdmin('/admin/pods');
    await user.click(await screen.findByRole('button', { name: 'Delete Lunar Lounge' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Delete pod' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this pod?');
    // Cancel has the focus, so Enter on the keyboard answers "no".
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete pod' })).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Lunar Lounge' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete pod' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Pod deleted successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/pods/pod1');

    broken = true;
    await user.click(screen.getByRole('button', { name: 'Delete Nebula Solo Pod' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete pod' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Failed to delete pod')).toBeInTheDocument();
  });
});

describe('add / edit pod modal', () => {
  it('refuses blank and duplicate feature chips, and removes one with its × button', async () => {
    api();
    const { user, d } = await openAdd();
    const input = d.getByLabelText('Features', { selector: 'input' });
    await user.type(input, '   {Enter}');
    expect(d.getByRole('alert')).toHaveTextContent('Type a feature first');
    expect(d.queryByRole('list', { name: 'Features' })).not.toBeInTheDocument();

    await user.type(input, '  VR headset {Enter}');
    await user.type(input, 'vr headset');
    await user.click(d.getByRole('button', { name: 'Add feature' }));
    expect(d.getByRole('alert')).toHaveTextContent('That feature is already in the list');
    await user.clear(input);
    await user.type(input, 'Mini fridge{Enter}');
    const chips = d.getByRole('list', { name: 'Features' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['VR headset', 'Mini fridge']);

    await user.click(d.getByRole('button', { name: 'Remove feature VR headset' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mini fridge']);
  });

  it('requires name, description, size and price and checks the WhatsApp URL', async () => {
    const { calls } = api();
    const { user, d } = await openAdd();
    await user.click(d.getByRole('button', { name: 'Add Pod' }));
    expect(await d.findByText('Name is required')).toBeInTheDocument();
    expect(d.getByText('Description is required')).toBeInTheDocument();
    expect(d.getByText('Size is required')).toBeInTheDocument();
    expect(d.getByText('Price is required')).toBeInTheDocument();

    await user.type(d.getByLabelText(/^Name/), 'Orbit Den');
    await user.type(d.getByLabelText(/^Description/), 'Cosy.');
    await user.type(d.getByLabelText(/^Size/), '-1');
    await user.type(d.getByLabelText(/^Price/), '999.999');
    await user.type(d.getByLabelText(/^WhatsApp link/), 'not a link');
    await user.click(d.getByRole('button', { name: 'Add Pod' }));
    expect(await d.findByText('WhatsApp link must be a valid URL')).toBeInTheDocument();
    expect(d.getByText('Size must be at least 0')).toBeInTheDocument();
    expect(d.getByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends multipart with features JSON, the link when set and the images; toasts and closes', async () => {
    const { calls } = api();
    const { user, d } = await openAdd();
    await user.type(d.getByLabelText(/^Name/), 'Orbit Den');
    await user.type(d.getByLabelText(/^Description/), 'Cosy.');
    await user.type(d.getByLabelText(/^Size/), '75.5');
    await user.type(d.getByLabelText(/^Price/), '1999');
    await user.type(d.getByLabelText(/^WhatsApp link/), 'https://wa.me/919000000000');
    await user.type(d.getByLabelText('Features', { selector: 'input' }), 'Console{Enter}Hammock{Enter}');
    await user.upload(d.getByLabelText('Images', { selector: 'input' }), [pngFile('den.png')]);
    expect(await d.findByRole('img', { name: 'New upload den.png' })).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Add Pod' }));

    expect(await findToast('Pod added successfully')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(form.get('name')).toBe('Orbit Den');
    expect(form.get('description')).toBe('Cosy.');
    expect(form.get('size')).toBe('75.5');
    expect(form.get('price')).toBe('1999');
    expect(form.get('whatsappLink')).toBe('https://wa.me/919000000000');
    expect(form.get('features')).toBe(JSON.stringify(['Console', 'Hammock']));
    expect(form.has('existingImages')).toBe(false);
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['den.png']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Pod' })).not.toBeInTheDocument());
  });

  it('edits: keeps or removes current images, leaves out an emptied link, toasts either way', async () => {
    let broken = false;
    const { calls } = api({
      'GET /pods': page([podFixture({ whatsappLink: 'https://wa.me/1' })]),
      'PUT /pods/:id': () => (broken ? fail(409, 'A pod with this name already exists') : ok(podFixture())),
    });
    const { user } = renderAdmin('/admin/pods');
    await user.click(await screen.findByRole('button', { name: 'Edit Lunar Lounge' }, slow));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Pod' }));
    expect(d.getByLabelText(/^Size/)).toHaveValue(420);
    expect(within(d.getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(4);

    broken = true;
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('A pod with this name already exists')).toBeInTheDocument();
    expect(d.getByRole('alert')).toHaveTextContent('A pod with this name already exists');
    expect(screen.getByRole('dialog', { name: 'Edit Pod' })).toBeInTheDocument();

    broken = false;
    await user.clear(d.getByLabelText(/^WhatsApp link/));
    await user.click(d.getByRole('button', { name: 'Remove current image 1' }));
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Pod updated successfully')).toBeInTheDocument();
    const form = calls.filter((c) => c.method === 'PUT').at(-1)!.body as FormData;
    expect(form.get('existingImages')).toBe('[]');
    expect(form.has('whatsappLink')).toBe(false);
  });

  it("toasts 'Failed to add pod' when the server cannot be reached", async () => {
    api({
      'POST /pods': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, d } = await openAdd();
    await user.type(d.getByLabelText(/^Name/), 'Orbit Den');
    await user.type(d.getByLabelText(/^Description/), 'Cosy.');
    await user.type(d.getByLabelText(/^Size/), '70');
    await user.type(d.getByLabelText(/^Price/), '1999');
    await user.click(d.getByRole('button', { name: 'Add Pod' }));
    expect(await findToast('Failed to add pod')).toBeInTheDocument();
    expect(d.getByLabelText(/^Name/)).toHaveValue('Orbit Den');
  });
});
