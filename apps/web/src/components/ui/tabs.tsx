// WAI-ARIA tabs (automatic activation): a tablist of buttons, arrow keys / Home / End move between
// them, and every panel stays mounted (hidden when not selected) so form fields keep their state.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string = string> {
  id: K;
  label: string;
  content: ReactNode;
  /** Marks the tab (a red dot plus "has errors" for screen readers), e.g. when a field in it is invalid. */
  invalid?: boolean;
}

interface TabsProps<K extends string> {
  /** Accessible name of the tablist, e.g. "Product details". */
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect(id: K): void;
  className?: string;
  /** Extra classes for every panel, e.g. a min-height so a dialog does not jump between tabs. */
  panelClassName?: string;
}

export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  className = '',
  panelClassName = '',
}: TabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (id: K) => `${base}-tab-${id}`;
  const panelId = (id: K) => `${base}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((t) => t.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = items[next]!;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-0.5 overflow-x-auto border-b border-white/10 sm:gap-1"
      >
        {items.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 px-1.5 py-2 text-[13px] font-medium sm:px-3 sm:text-sm transition-colors ${
                active ? 'border-neon-cyan text-cyan-100' : 'border-transparent text-slate-300 hover:text-white'
              }`}
            >
              {tab.label}
              {tab.invalid ? (
                <>
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-red-400" />
                  <span className="sr-only">(has errors)</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {items.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable
          tabIndex={0}
          className={`pt-4 focus-visible:outline-offset-4 ${panelClassName}`}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
