// The catch-all page (spec section 2): any unknown path, public or under /admin, lands here.
import { House, Telescope } from 'lucide-react';
import { data } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { pageMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/not-found-page.ts';

export const NOT_FOUND_TITLE = 'Lost in Deep Space';

/** An unknown address is a real 404 for browsers and crawlers, with this page as its body. */
export const loader = () => data(null, { status: 404 });
export const clientLoader = () => null;
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: NOT_FOUND_TITLE }).filter((tag) => !('tagName' in tag && tag.rel === 'canonical')),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex min-h-[60dvh] max-w-2xl flex-col items-center justify-center gap-6 px-4 py-16 text-center sm:px-6"
    >
      <div
        aria-hidden="true"
        className="glass grid size-24 place-items-center rounded-full text-cyan-300 shadow-[0_0_40px_-8px_rgba(167,139,250,0.6)]"
      >
        <Telescope className="size-11" strokeWidth={1.5} />
      </div>
      <p className="font-display text-sm tracking-[0.3em] text-violet-300">ERROR 404</p>
      <h1 id="not-found-heading" className="text-3xl text-white sm:text-4xl">
        {NOT_FOUND_TITLE}
      </h1>
      <p className="max-w-md text-slate-300">
        This page has drifted beyond our scanners. Check the address, or set a course back to base.
      </p>
      <ButtonLink to="/" size="lg">
        <House aria-hidden="true" className="size-5" />
        Back to Home
      </ButtonLink>
    </section>
  );
}
