// The full-screen menu below the md breakpoint: closes on navigation, on Esc and with its close button;
// keeps focus inside while open and gives it back to the menu button after.
import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { AuthLink } from './auth-link.tsx';
import { MOBILE_NAV } from './nav-links.ts';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose(): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

export function MobileMenu({ id, open, onClose, returnFocusTo }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const button = returnFocusTo.current;
    return () => {
      document.body.style.overflow = previousOverflow;
      button?.focus();
    };
  }, [open, returnFocusTo]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const link = 'block rounded-xl px-4 py-3 font-display text-2xl tracking-wide text-slate-100 hover:bg-white/5';
  return (
    <div
      id={id}
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[55] flex flex-col bg-space-950/97 px-6 pt-5 pb-10 backdrop-blur-md lg:hidden"
    >
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="rounded-lg p-2 text-slate-200 hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-7" />
        </button>
      </div>
      <nav aria-label="Mobile" className="mt-6 flex flex-1 flex-col gap-2">
        {MOBILE_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/'}
            onClick={onClose}
            className={({ isActive }) => `${link} ${isActive ? 'text-cyan-300' : ''}`}
          >
            {item.label}
          </NavLink>
        ))}
        <AuthLink
          onNavigate={onClose}
          className="mt-6 inline-flex items-center gap-2 self-start rounded-xl border border-neon-cyan/50 px-5 py-3 text-lg text-cyan-100"
        />
      </nav>
    </div>
  );
}
