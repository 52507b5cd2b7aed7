import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import ContactPage, { formatChatNumber } from './contact-page.tsx';

type Reply = { status: number; body: unknown };
const settings = {
  brandName: 'AstroDen',
  chatNumber: '919000000000',
  contactEmail: 'hello@astroden.example',
  socialLink: 'https://www.instagram.com/astroden',
  freeShippingThreshold: 100,
  shippingFee: 15,
};

/** Stubs fetch at the network boundary; POST /api/contact answers with `contactReply`. */
function mockApi(contactReply: Reply | (() => Promise<Reply>)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const reply: Reply = url.includes('/api/settings/public')
      ? { status: 200, body: { success: true, data: settings } }
      : url.includes('/api/contact')
        ? typeof contactReply === 'function'
          ? await contactReply()
          : contactReply
        : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const contactCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/contact'));

function renderContact() {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return userEvent.setup();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/Email/), 'Asha@Example.com');
  await user.type(screen.getByLabelText(/Phone number/), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText(/Subject/), 'Support');
  await user.type(screen.getByLabelText(/Message/), 'Where is my order?');
}

const created = {
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
    mockApi(created);
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
    const fetchMock = mockApi(created);
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
    expect(contactCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the message, confirms it and clears the form', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockApi(() => released.then(() => created));
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your message has been sent!')).toBeInTheDocument();
    const [, init] = contactCalls(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
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
    mockApi({ status: 429, body: { success: false, message: 'Too many requests, please try again later.' } });
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Verma');
  });

  it('shows Failed to send message. when the server cannot be reached', async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message.');
  });
});
