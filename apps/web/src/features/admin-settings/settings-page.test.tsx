import type { Setting } from '@astroden/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { renderAdmin } from '../../test/render.tsx';

const settings: Setting[] = (
  [
    {
      key: 'contactEmail',
      value: 'hello@astroden.example',
      type: 'string',
      group: 'contact',
      description: 'E-mail customers see',
    },
    { key: 'freeShippingThreshold', value: 100, type: 'number', group: 'shipping', description: 'Free above this' },
    { key: 'shippingFee', value: 15, type: 'number', group: 'shipping', description: 'Flat fee' },
    { key: 'brandName', value: 'AstroDen', type: 'string', group: 'site', description: 'Shop name' },
    { key: 'maintenanceMode', value: false, type: 'boolean', group: 'site', description: 'Show a maintenance notice' },
    {
      key: 'socialLink',
      value: 'https://www.instagram.com/astroden',
      type: 'string',
      group: 'site',
      description: 'Social',
    },
    {
      key: 'homeBanner',
      value: { title: 'Lift off', showOnHome: true, maxItems: 3 },
      type: 'object',
      group: 'social_media',
      description: 'The banner on the home page',
    },
    // Never sent by the API; if one ever were, it must not show.
    { key: 'paymentKeySecret', value: 'shh', type: 'string', group: 'payment', description: 'Provider secret' },
  ] as Omit<Setting, 'version'>[]
).map((setting) => ({ ...setting, version: 1 }));

/** Answers each PUT with the setting it changed. */
const putOk = (call: ApiCall): MockResponse => {
  const setting = settings.find((s) => s.key === call.params.key)!;
  return ok({ ...setting, value: (call.body as { value: unknown }).value });
};
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

async function openSettings() {
  const view = renderAdmin('/admin/settings');
  await screen.findByRole('button', { name: 'Save Settings' }, { timeout: 5000 });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('admin settings', () => {
  it('offers to reload a setting another admin changed meanwhile, keeping what was typed', async () => {
    let reloaded = false;
    const api = mockApi({
      // After the reload the shipping fee comes back at version 2, as the other admin left it.
      'GET /settings': () =>
        ok(reloaded ? settings.map((s) => (s.key === 'shippingFee' ? { ...s, value: 20, version: 2 } : s)) : settings),
      'PUT /settings/:key': (call) =>
        (call.body as { version: number }).version === 1
          ? fail(409, 'This setting changed since you opened it', [
              { path: 'version', message: 'This setting changed since you opened it' },
            ])
          : putOk(call),
    });
    const { user } = await openSettings();
    const fee = screen.getByRole('spinbutton', { name: 'Shipping Fee' });
    await user.clear(fee);
    await user.type(fee, '25');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect((await screen.findAllByText(/This setting changed since you opened it/)).length).toBeGreaterThan(0);

    reloaded = true;
    await user.click(screen.getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload latest' })).not.toBeInTheDocument());
    expect(screen.getByRole('spinbutton', { name: 'Shipping Fee' })).toHaveValue(25);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(puts(api.calls).at(-1)?.body).toEqual({ value: 25, version: 2 });
  });

  it('shows a section per group with readable titles, labels and descriptions; no secret', async () => {
    mockApi({ 'GET /settings': ok(settings) });
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
    const titles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Site', 'Contact', 'Shipping', 'Social Media']);

    const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
    const threshold = shipping.getByRole('spinbutton', { name: 'Free Shipping Threshold' });
    expect(threshold).toHaveValue(100);
    expect(threshold).toHaveAccessibleDescription('Free above this');
    expect(shipping.getByRole('spinbutton', { name: 'Shipping Fee' })).toHaveValue(15);

    const site = within(screen.getByRole('region', { name: 'Site' }));
    expect(site.getByRole('textbox', { name: 'Brand Name' })).toHaveValue('AstroDen');
    expect(site.getByRole('switch', { name: 'Maintenance Mode' })).toHaveAccessibleDescription(
      'Show a maintenance notice',
    );

    const banner = within(screen.getByRole('group', { name: 'Home Banner' }));
    expect(banner.getByRole('textbox', { name: 'Title' })).toHaveValue('Lift off');
    expect(banner.getByRole('switch', { name: 'Show On Home' })).toHaveAttribute('aria-checked', 'true');
    expect(banner.getByRole('spinbutton', { name: 'Max Items' })).toHaveValue(3);

    expect(screen.queryByText(/payment key secret/i)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('shh')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('toggles a switch and saves it as a boolean', async () => {
    const api = mockApi({ 'GET /settings': ok(settings), 'PUT /settings/:key': putOk });
    const { user } = await openSettings();
    const toggle = screen.getByRole('switch', { name: 'Maintenance Mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(puts(api.calls).map((c) => [c.path, c.body])).toEqual([
      ['/settings/maintenanceMode', { value: true, version: 1 }],
    ]);
  });

  it('sends a number setting as a number, and only the settings that changed', async () => {
    const api = mockApi({ 'GET /settings': ok(settings), 'PUT /settings/:key': putOk });
    const { user } = await openSettings();
    const fee = screen.getByRole('spinbutton', { name: 'Shipping Fee' });
    await user.clear(fee);
    await user.type(fee, '25.5');
    // Typed back to what it was: not a change.
    const brand = screen.getByRole('textbox', { name: 'Brand Name' });
    await user.type(brand, 'X');
    await user.type(brand, '{Backspace}');
    await user.clear(screen.getByRole('textbox', { name: 'Contact Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Contact Email' }), 'team@astroden.example');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const sent = puts(api.calls);
    expect(sent.map((c) => c.path).sort()).toEqual(['/settings/contactEmail', '/settings/shippingFee']);
    expect(sent.find((c) => c.path === '/settings/shippingFee')?.body).toEqual({ value: 25.5, version: 1 });
    const feeBody = sent.find((c) => c.path === '/settings/shippingFee')!.body as { value: unknown };
    expect(typeof feeBody.value).toBe('number');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('sends the PUTs in parallel, reading Saving... meanwhile, then refreshes the settings', async () => {
    const waiting: (() => void)[] = [];
    const api = mockApi({
      'GET /settings': ok(settings),
      'PUT /settings/:key': (call) => new Promise<MockResponse>((resolve) => waiting.push(() => resolve(putOk(call)))),
    });
    const { user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Maintenance Mode' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Shipping Fee' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Shipping Fee' }), '20');
    await user.click(screen.getByRole('switch', { name: 'Show On Home' }));
    const publicReadsBefore = api.calls.filter((c) => c.path === '/settings/public').length;

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    // All three are in flight before any has answered.
    await waitFor(() => expect(waiting).toHaveLength(3));
    expect(puts(api.calls).find((c) => c.path === '/settings/homeBanner')?.body).toEqual({
      value: { title: 'Lift off', showOnHome: false, maxItems: 3 },
      version: 1,
    });
    for (const release of waiting) release();
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    // queryKeys.settings.all covers the storefront's public settings (the brand name).
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/settings/public').length).toBeGreaterThan(publicReadsBefore),
    );
  });

  it('hides the success banner after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    mockApi({ 'GET /settings': ok(settings), 'PUT /settings/:key': putOk });
    const { user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Maintenance Mode' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Settings saved successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
  });

  it('keeps a failure banner with each refused setting’s message, beside its field too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const api = mockApi({
      'GET /settings': ok(settings),
      'PUT /settings/:key': (call) =>
        call.params.key === 'socialLink'
          ? fail(400, 'This setting must be an http(s) link', [
              { path: 'value', message: 'This setting must be an http(s) link' },
            ])
          : putOk(call),
    });
    const { user } = await openSettings();
    const link = screen.getByRole('textbox', { name: 'Social Link' });
    await user.clear(link);
    await user.type(link, 'instagram');
    await user.click(screen.getByRole('switch', { name: 'Maintenance Mode' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const alert = await screen.findByText('Failed to save settings. Please try again.');
    const banner = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText(/This setting must be an http\(s\) link/)).toBeInTheDocument();
    expect(within(banner).getByText('Social Link:')).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription(/This setting must be an http\(s\) link/);
    expect(puts(api.calls)).toHaveLength(2);

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    // The one that saved is no longer pending; the refused one still is.
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('refuses a number box without a number, sending nothing', async () => {
    const api = mockApi({ 'GET /settings': ok(settings), 'PUT /settings/:key': putOk });
    const { user } = await openSettings();
    const fee = screen.getByRole('spinbutton', { name: 'Shipping Fee' });
    await user.clear(fee);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(puts(api.calls)).toHaveLength(0);
    // The admin is taken to it.
    await waitFor(() => expect(fee).toHaveFocus());
    expect(fee).toHaveAccessibleDescription(/Enter a number/);
  });

  it('clears a number error as soon as the box holds a number again', async () => {
    mockApi({ 'GET /settings': ok(settings), 'PUT /settings/:key': putOk });
    const { user } = await openSettings();
    const fee = screen.getByRole('spinbutton', { name: 'Shipping Fee' });
    await user.clear(fee);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    await user.type(fee, '20');
    await waitFor(() => expect(screen.queryByText('Enter a number')).not.toBeInTheDocument());
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    mockApi({ 'GET /settings': ok(settings), 'PUT /settings/:key': putOk, 'GET /products': ok([]) });
    const { user, router } = await openSettings();
    await user.type(screen.getByRole('textbox', { name: 'Brand Name' }), ' Prime');
    await act(() => router.navigate('/admin/products'));
    const ask = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.getByRole('textbox', { name: 'Brand Name' })).toHaveValue('AstroDen Prime');

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    await act(() => router.navigate('/admin/products'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('shows the payment settings by their types, and the payment keys as write-only fields', async () => {
    const payment = (
      [
        ...settings.filter((s) => s.key !== 'paymentKeySecret'),
        {
          key: 'codEnabled',
          value: true,
          type: 'boolean',
          group: 'payment',
          description: 'Offer cash on delivery at checkout',
        },
        {
          key: 'onlinePaymentExpiryMinutes',
          value: 30,
          type: 'number',
          group: 'payment',
          description: 'Minutes an online order waits for its payment',
        },
        // Secrets come without their value, saying only whether one is set.
        {
          key: 'paymentKeyId',
          value: '',
          type: 'string',
          group: 'payment',
          description: 'Payment provider key id',
          secret: true,
          isSet: true,
        },
        {
          key: 'paymentWebhookSecret',
          value: '',
          type: 'string',
          group: 'payment',
          description: "Secret of the provider's webhook",
          secret: true,
          isSet: false,
        },
        // Unmarked, a secret's value might be in it: never shown.
        { key: 'paymentKeySecret', value: 'shh', type: 'string', group: 'payment', description: 'Provider secret' },
      ] as Omit<Setting, 'version'>[]
    ).map((setting) => ({ ...setting, version: 1 }));
    const api = mockApi({
      'GET /settings': ok(payment),
      'PUT /settings/:key': (call) => {
        const setting = payment.find((s) => s.key === call.params.key)!;
        return ok(
          setting.secret ? { ...setting, isSet: true } : { ...setting, value: (call.body as { value: unknown }).value },
        );
      },
    });
    const { user } = await openSettings();
    const section = within(screen.getByRole('region', { name: 'Payment' }));
    const cod = section.getByRole('switch', { name: 'Cash on delivery' });
    expect(cod).toHaveAttribute('aria-checked', 'true');
    expect(cod).toHaveAccessibleDescription('Offer cash on delivery at checkout');
    expect(section.getByRole('spinbutton', { name: 'Online Payment Expiry Minutes' })).toHaveValue(30);

    const keyId = section.getByLabelText('Razorpay key id');
    expect(keyId).toHaveAttribute('type', 'password');
    expect(keyId).toHaveValue('');
    expect(keyId).toHaveAccessibleDescription('Payment provider key id. Set (hidden): type a new value to replace it.');
    const webhook = section.getByLabelText('Razorpay webhook secret');
    expect(webhook).toHaveAccessibleDescription("Secret of the provider's webhook. Not set.");
    expect(webhook).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByText(/payment key secret/i)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('shh')).not.toBeInTheDocument();

    await user.click(cod);
    await user.type(webhook, 'whsec_123');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(puts(api.calls).map((c) => [c.path, c.body])).toEqual([
      ['/settings/codEnabled', { value: false, version: 1 }],
      ['/settings/paymentWebhookSecret', { value: 'whsec_123', version: 1 }],
    ]);
    // Written, never shown back.
    await waitFor(() => expect(webhook).toHaveValue(''));
  });
});
