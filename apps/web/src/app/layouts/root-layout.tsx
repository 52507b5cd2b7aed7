// The public shell: star field, fixed header, page, footer; smooth scroll to top on a new page, the old
// position back on Back and Forward.
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { podNamesQuery } from '../../lib/api/pods.ts';
import { SharedMarkup } from '../../lib/shared-markup.tsx';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import { DESKTOP_NAV, isCurrentNav } from './site/nav-links.ts';
import { FOOTER_PODS, SiteFooter } from './site/site-footer.tsx';
import { SiteHeader } from './site/site-header.tsx';
import { StarField } from './site/star-field.tsx';
import { useScrollMemory } from './use-scroll-memory.ts';

export function RootLayout() {
  const navigation = useNavigation();
  const settings = usePublicSettings();
  const { pathname } = useLocation();
  const pods = useQuery(podNamesQuery(FOOTER_PODS));

  useScrollMemory();

  return (
    <div className="relative flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-cyan-400 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <StarField />
      {navigation.state === 'loading' ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-gradient-to-r from-cyan-400 to-violet-400"
        />
      ) : null}
      {/* What the header and the footer show on the server: the same on most pages (lib/shared-markup.tsx). */}
      <SharedMarkup id="header" state={[settings, DESKTOP_NAV.map((item) => isCurrentNav(item.to, pathname))]}>
        <SiteHeader />
      </SharedMarkup>
      <main id="main" className="relative z-10 flex-1 pt-20">
        <Outlet />
      </main>
      <SharedMarkup id="footer" state={[settings, pods.status, pods.data, new Date().getFullYear()]}>
        <SiteFooter />
      </SharedMarkup>
    </div>
  );
}

export default RootLayout;
