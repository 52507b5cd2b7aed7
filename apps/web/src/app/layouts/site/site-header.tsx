// The fixed header: transparent at the top, translucent glass once the page scrolls past 50px.
import { Menu, ShoppingCart } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { useScriptControl } from '../../../lib/use-hydrated.ts';
import { usePublicSettings } from '../../../lib/use-public-settings.ts';
import { AuthLink } from './auth-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { DESKTOP_NAV } from './nav-links.ts';
import { useScrolled } from './use-scrolled.ts';

export function SiteHeader() {
  const { brandName } = usePublicSettings();
  const { count, ready } = useCart();
  const menuControl = useScriptControl();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (link, back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      data-scrolled={scrolled}
      // Not `glass`: its all-sides border outranks the side utilities, and the header wants only a bottom rule.
      // The rule is always there (transparent at the top), so the header does not grow a pixel on scroll.
      className={`fixed inset-x-0 top-0 z-50 border-b transition-colors duration-300 ${
        scrolled
          ? 'border-neon-violet/20 bg-space-950/70 shadow-lg shadow-black/30 backdrop-blur-[10px]'
          : 'border-transparent bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5 rounded-lg">
          {/* The logo names the link; the brand text beside it would only say it again. A small drawing that is
              never the largest paint: it takes no place among the images the page preloads (and a header kept
              as HTML, lib/shared-markup.tsx, could not give it one). */}
          <img src="/logo.svg" alt={brandName} width={36} height={36} fetchPriority="low" className="size-9" />
          <span aria-hidden="true" className="font-display text-lg font-bold tracking-wider text-white">
            {brandName}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {DESKTOP_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-cyan-200 ${
                  isActive ? 'text-cyan-300' : 'text-slate-200'
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to="/cart"
            // Until the browser has read the saved cart the header cannot say how many items it holds.
            aria-label={ready ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
            className="relative rounded-lg p-2 text-slate-100 hover:bg-white/10"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {count > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-cyan-400 px-1 text-xs font-bold text-space-950"
              >
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </Link>
          <AuthLink className="hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-100 hover:bg-white/10 lg:inline-flex" />
          <span className="hidden lg:block">
            <Link to="/contact" className={buttonClass('primary', 'sm')}>
              Contact
            </Link>
          </span>
          <button
            ref={menuButton}
            type="button"
            {...menuControl}
            className="rounded-lg p-2 text-slate-100 hover:bg-white/10 aria-busy:cursor-progress lg:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={menuButton} />
    </header>
  );
}
