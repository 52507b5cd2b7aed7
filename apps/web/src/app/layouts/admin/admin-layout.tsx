// The admin shell (calmer than the storefront: no star field): a fixed sidebar on wide screens, a
// top bar with a menu button on phones that opens the sidebar as a drawer (closes on navigation,
// Esc or a click outside), and the page in <main id="main">. While the drawer is open the page behind
// it is dimmed and inert, so Tab stays in the menu (and its button) instead of reaching hidden controls.
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { usePublicSettings } from '../../../lib/use-public-settings.ts';
import { AdminSidebar } from './admin-sidebar.tsx';

const DESKTOP = '(min-width: 1024px)';

function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.matchMedia?.(DESKTOP).matches ?? true);
  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const update = () => setDesktop(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop;
}

export default function AdminLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { brandName } = usePublicSettings();
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);

  // Close the drawer on every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (desktop) setOpen(false);
  }, [desktop]);

  // Below the fixed top bar: scrolling to a focused control (Shift+Tab, a form's first error) stops
  // under the bar, not behind it.
  useEffect(() => {
    if (desktop) return;
    const root = document.documentElement;
    root.style.setProperty('scroll-padding-top', '4.5rem');
    return () => {
      root.style.removeProperty('scroll-padding-top');
    };
  }, [desktop]);

  useEffect(() => {
    if (!open) return;
    sidebar.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const hidden = !desktop && !open;

  return (
    <div className="min-h-dvh bg-space-950 text-slate-100">
      <a
        href="#main"
        inert={open || undefined}
        className="sr-only z-[70] rounded-md bg-cyan-400 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-neon-cyan" />
      ) : null}

      <header className="fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-3 border-b border-white/10 bg-space-900/95 px-4 backdrop-blur lg:hidden">
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>
        <span className="font-display text-sm font-semibold tracking-wide text-white">{brandName} Admin</span>
      </header>

      {open ? (
        <div
          aria-hidden="true"
          onClick={() => setOpen(false)}
          className="fixed inset-0 top-14 z-30 bg-black/70 backdrop-blur-sm lg:hidden"
        />
      ) : null}

      <aside
        inert={hidden || undefined}
        className={`fixed top-14 bottom-0 left-0 z-40 w-64 border-r border-white/10 bg-space-900 transition-transform duration-200 motion-reduce:transition-none lg:top-0 lg:translate-x-0 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <AdminSidebar id="admin-sidebar" ref={sidebar} />
      </aside>

      <main
        id="main"
        inert={open || undefined}
        tabIndex={-1}
        className="min-w-0 px-4 pt-20 pb-10 focus:outline-none sm:px-6 lg:ml-64 lg:px-8 lg:pt-8"
      >
        <div className="mx-auto max-w-7xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
