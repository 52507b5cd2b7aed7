// Contact (spec section 2): the form, the contact e-mail and the WhatsApp chat number (public settings).
import { Clock, Mail, MessageCircle } from 'lucide-react';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/contact-page.ts';
import { ContactForm } from './components/contact-form.tsx';

/** 919000000000 → +91 90000 00000; other numbers just get their plus sign. */
export function formatChatNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return `+${digits}`;
}

export const meta: Route.MetaFunction = staticMeta(
  'Contact Us',
  'Send us a message: questions about pods, orders or anything else. We answer by e-mail.',
);

export default function ContactPage() {
  usePageTitle('Contact Us');
  const { brandName, contactEmail, chatNumber } = usePublicSettings();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-16" aria-labelledby="contact-heading">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="mb-3 text-sm font-medium uppercase tracking-[0.2em] text-cyan-300">Open a channel</p>
        <h1 id="contact-heading" className="text-3xl sm:text-4xl lg:text-5xl">
          Contact Us
        </h1>
        <p className="mt-4 text-lg text-slate-300">
          Questions about an order, the space pods or an event? The {brandName} crew is listening.
        </p>
      </header>
      {/* The form comes first for phones and screen readers; on wide screens it sits to the right. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="lg:order-2">
          <ContactForm />
        </div>
        <aside className="flex flex-col gap-4 lg:order-1" aria-label="Other ways to reach us">
          <div className="glass rounded-2xl p-6">
            <Mail aria-hidden="true" className="mb-3 size-7 text-cyan-300" />
            <h2 className="mb-1 text-lg">Email</h2>
            <a
              href={`mailto:${contactEmail}`}
              className="break-all text-cyan-300 underline underline-offset-2 hover:text-cyan-200"
            >
              {contactEmail}
            </a>
          </div>
          <div className="glass rounded-2xl p-6">
            <MessageCircle aria-hidden="true" className="mb-3 size-7 text-whatsapp" />
            <h2 className="mb-1 text-lg">WhatsApp</h2>
            <p className="mb-4 text-slate-300">{formatChatNumber(chatNumber)}</p>
            <a
              href={`https://wa.me/${chatNumber.replace(/\D/g, '')}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-whatsapp px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-[#3ee07f]"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              Chat on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <div className="glass rounded-2xl p-6">
            <Clock aria-hidden="true" className="mb-3 size-7 text-violet-300" />
            <h2 className="mb-1 text-lg">Response time</h2>
            <p className="text-slate-300">We reply to every message within one business day.</p>
          </div>
        </aside>
      </div>
    </section>
  );
}
