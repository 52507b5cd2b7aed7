import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockHandler, type MockResponse, mockApi, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import ContactPage, { formatChatNumber } from './contact-page.tsx';

const settings = {
  brandName: 'AstroDen',
  chatNumber: '919000000000',
  contactEmail: 'hello@astroden.example',
  socialLink: 'https://www.instagram.com/astroden',
  freeShippingThreshold: 100,
  shippingFee: 15,
};

/** The fake API: the public settings above, and POST /contact answering with `contactReply`. */
function serve(contactReply: MockHandler | MockResponse) {
  return mockApi({ 'GET /settings/public': ok(settings), 'POST /contact': contactReply });
}
/** Every call to the contact endpoint, whatever its method. */
const contactCalls = (api: ReturnType<typeof serve>) => api.calls.filter((c) => c.path === '/contact');

function renderContact() {
  return renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact').user;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/Email/), 'Asha@Example.com');
  await user.type(screen.getByLabelText(/Phone number/), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText(/Subject/), 'Support');
  await user.type(screen.getByLabelText(/Message/), 'Where is my order?');
}

const created: MockResponse = {
  status: 201,
  body: {
    success: true,
    message: 'Your message has been sent!',
    data: { _id: 'c1', fullName: 'Asha Verma', createdAt: '2026-01-01T00:00:00.000Z' },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('contact page', () => {
  it('shows the contact e-mail and the WhatsApp chat', async () => {
    serve(created);
    renderContact();
    expect(await screen.findByRole('link', { name: 'hello@astroden.example' })).toHaveAttribute(
      'href',
      'mailto:hello@astroden.example',
    );
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919000000000',
    );
    expect(formatChatNumber('919000000000')).toBe('+91 90000 00000');
  });

  it('explains every invalid field, ties the message to it, and sends nothing', async () => {
    const api = serve(created);
    const user = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required');
    expect(name).toHaveFocus();

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(contactCalls(api)).toHaveLength(0);
  });

  it('sends the message, confirms it and clears the form', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const api = serve(() => released.then(() => created));
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your message has been sent!')).toBeInTheDocument();
    const [call] = contactCalls(api);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phoneNo: '+91 98765 43210',
      subject: 'Support',
      message: 'Where is my order?',
    });
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue(''));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('shows the server message when sending fails, and the fallback otherwise', async () => {
    serve({ status: 429, body: { success: false, message: 'Too many requests, please try again later.' } });
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Verma');
  });

  it('shows Failed to send message. when the server cannot be reached', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message.');
  });
});
