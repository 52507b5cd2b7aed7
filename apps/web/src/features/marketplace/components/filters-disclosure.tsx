// The phone layout's Show Filters / Hide Filters. Before the page's script runs (or without it) it is a link to
// the panel, and the panel shows itself as the page's target (CSS :target); in the app it toggles in place, a
// button for assistive technology either way. From the lg breakpoint the panel is always shown.
import { SlidersHorizontal } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';

const PANEL_ID = 'market-filters';

interface FiltersDisclosureProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Filters in use, shown on the toggle. */
  activeCount: number;
  children: ReactNode;
}

export function FiltersDisclosure({ open, onOpenChange, activeCount, children }: FiltersDisclosureProps) {
  // Opened through its link before hydration: the state takes over what the page already shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    if (window.location.hash === `#${PANEL_ID}`) onOpenChange(true);
  }, []);

  const toggle = () => onOpenChange(!open);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a link to the panel before hydration (and without script), a toggle after */}
      <a
        href={`#${PANEL_ID}`}
        role="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(event) => {
          event.preventDefault();
          toggle();
        }}
        onKeyDown={onKeyDown}
        className={buttonClass('secondary', 'md', 'w-full lg:hidden')}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {open ? 'Hide Filters' : 'Show Filters'}
        {activeCount > 0 ? (
          <span className="rounded-full bg-neon-cyan/20 px-2 py-0.5 text-xs font-semibold text-cyan-100">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </a>
      <div
        id={PANEL_ID}
        className={`glass mt-3 scroll-mt-24 rounded-2xl p-4 lg:mt-0 lg:block ${open ? 'block' : 'hidden target:block'}`}
      >
        {children}
      </div>
    </>
  );
}
