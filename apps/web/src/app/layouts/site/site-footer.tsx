// Footer: up to 6 pod names, marketplace and info links, the social link, a developer credit and the year.
import { PAGE_SIZES, POD_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { podNamesQuery } from '../../../lib/api/pods.ts';
import { usePublicSettings } from '../../../lib/use-public-settings.ts';
import { FOOTER_INFO, FOOTER_MARKETPLACE } from './nav-links.ts';

export const FOOTER_PODS = PAGE_SIZES.footerPods;

function FooterSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-sm font-semibold tracking-widest text-cyan-300 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = 'text-sm text-slate-300 hover:text-cyan-200';

export function SiteFooter() {
  const { brandName, socialLink } = usePublicSettings();
  const { data, isPending } = useQuery(podNamesQuery(FOOTER_PODS));
  const pods = data?.slice(0, FOOTER_PODS) ?? [];
  const year = new Date().getFullYear();

  return (
    <footer className="relative z-10 mt-16 border-t border-white/10 bg-space-950/80 backdrop-blur">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-2.5">
            {/* The logo names the link; the brand text beside it would only say it again. */}
            <img src="/logo.svg" alt={brandName} width={36} height={36} loading="lazy" className="size-9" />
            <span aria-hidden="true" className="font-display text-lg font-bold tracking-wider">
              {brandName}
            </span>
          </Link>
          <p className="mt-4 max-w-xs text-sm text-slate-300">
            Space pods, anime and gaming gear for every crew member of the galaxy.
          </p>
          <a
            href={socialLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 rounded-lg border border-white/15 px-3 py-2 text-sm text-slate-200 hover:border-neon-violet/60"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="3" width="18" height="18" rx="5" />
              <circle cx="12" cy="12" r="4" />
              <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
            </svg>
            Follow us
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <FooterSection title="Space Pods">
          {isPending ? null : pods.length === 0 ? (
            <p className="text-sm text-slate-400">{POD_MESSAGES.noneFound}</p>
          ) : (
            <ul className="space-y-2">
              {pods.map((pod) => (
                <li key={pod._id}>
                  <Link to={`/space-pods/${pod._id}`} className={linkClass}>
                    {pod.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </FooterSection>
        <FooterSection title="Marketplace">
          <ul className="space-y-2">
            {FOOTER_MARKETPLACE.map((category) => (
              <li key={category}>
                <Link to={`/marketplace/${encodeURIComponent(category)}`} className={linkClass}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection title="Info">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1">
            {FOOTER_INFO.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {year} {brandName}. All rights reserved.
          </p>
          <p>Designed and developed by the {brandName} crew.</p>
        </div>
      </div>
    </footer>
  );
}
