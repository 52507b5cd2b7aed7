// The public shell: star field, fixed header, page, footer; smooth scroll to top on a new page, the old
// position back on Back and Forward.
import { Outlet, useNavigation } from 'react-router';
import { SiteFooter } from './site/site-footer.tsx';
import { SiteHeader } from './site/site-header.tsx';
import { StarField } from './site/star-field.tsx';
import { useScrollMemory } from './use-scroll-memory.ts';

export function RootLayout() {
  const navigation = useNavigation();

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
      <SiteHeader />
      <main id="main" className="relative z-10 flex-1 pt-20">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export default RootLayout;
