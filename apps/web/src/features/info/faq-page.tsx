// Four collapsible questions (spec section 2). Each is the browser's own disclosure (details and summary): it
// opens with a tap, Enter or Space before the page's script has run, or without it, and its state is announced.
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/faq-page.ts';
import { InfoPage } from './components/info-page.tsx';

function faqItems(brandName: string): { question: string; answer: ReactNode }[] {
  return [
    {
      question: 'What are space pods?',
      answer: (
        <p>
          Space pods are {brandName}&apos;s private, space-themed capsules and lounges. Each one is a self-contained
          room with a gaming setup, a screen, comfortable seating or a bed, climate control and lighting you set
          yourself, for a long session, a watch party or a night&apos;s stay. They are launching soon: see the{' '}
          <Link to="/space-pods">Space Pods</Link> page for the fleet.
        </p>
      ),
    },
    {
      question: 'Are the pods safe?',
      answer: (
        <p>
          Yes. Every pod is built from fire-retardant materials, has its own ventilation, smoke detection, emergency
          lighting and a door that always opens from the inside, and is checked and cleaned between guests. Staff are on
          site around the clock.
        </p>
      ),
    },
    {
      question: 'Can I customise my pod?',
      answer: (
        <p>
          Within each pod you choose the lighting colours, the temperature and the games or shows you bring up. For
          events and group bookings we can also arrange the layout, decorations and catering:{' '}
          <Link to="/contact">contact us</Link> with what you have in mind.
        </p>
      ),
    },
    {
      question: 'How long does a pod last?',
      answer: (
        <p>
          Our pods are built to last 15-20 years. The shell and frame are designed for that lifespan, while screens,
          consoles and soft furnishings are refreshed regularly so the experience stays current.
        </p>
      ),
    },
  ];
}

export const meta: Route.MetaFunction = staticMeta(
  'FAQ',
  'Answers about our space pods: what they are, how safe they are, customisation and how long they last.',
);

export default function FaqPage() {
  usePageTitle('FAQ');
  const { brandName } = usePublicSettings();
  return (
    <InfoPage
      eyebrow="Help"
      title="Frequently Asked Questions"
      intro={
        <p>
          Quick answers about our space pods. Can&apos;t find what you are looking for?{' '}
          <Link to="/contact" className="text-cyan-300 underline hover:text-cyan-200">
            Get in touch
          </Link>
          .
        </p>
      }
    >
      <ul className="space-y-4">
        {faqItems(brandName).map((item) => (
          <li key={item.question} className="glass overflow-hidden rounded-2xl">
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-white hover:bg-white/5 sm:px-6 [&::-webkit-details-marker]:hidden">
                <h2 className="font-sans text-base tracking-normal sm:text-lg">{item.question}</h2>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-cyan-300 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="px-5 pb-5 leading-relaxed text-slate-300 sm:px-6 [&_a]:text-cyan-300 [&_a]:underline">
                {item.answer}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
