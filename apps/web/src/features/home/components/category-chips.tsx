// The marketplace chips on the home page: All plus each category, one current at a time. Each is a link to the
// home page filtered by it (?category=), so a chip works before the page's script runs, and without it.
import type { Category } from '@astroden/shared';
import { AppLink } from '../../../components/ui/app-link.tsx';

export const ALL_CATEGORIES = 'all';

/** Where the chips sit: a chip's link lands there when the browser loads the page itself (no script yet). */
export const HOME_MARKET_ANCHOR = 'home-market';

/** Pills held in place while the categories load, so the products below do not jump when they arrive. */
const PLACEHOLDER_WIDTHS = ['w-28', 'w-32', 'w-28', 'w-36', 'w-32'];

/** The home page showing a chip's products: /?category=… (All is the home page itself). */
export function chipHref(category: string): string {
  const query = category === ALL_CATEGORIES ? '' : `?${new URLSearchParams({ category })}`;
  return `/${query}#${HOME_MARKET_ANCHOR}`;
}

export function CategoryChips({
  categories,
  loading = false,
  selected,
}: {
  categories: readonly Pick<Category, 'name'>[];
  loading?: boolean;
  selected: string;
}) {
  const chips = [
    { value: ALL_CATEGORIES, label: 'All' },
    ...categories.map(({ name }) => ({ value: name, label: name })),
  ];
  return (
    <nav aria-label="Filter products by category" className="mb-8">
      <ul className="flex flex-wrap justify-center gap-2 sm:gap-3">
        {chips.map(({ value, label }) => {
          const current = value.toLowerCase() === selected.toLowerCase();
          return (
            <li key={value}>
              <AppLink
                to={chipHref(value)}
                // A new chip replaces the last in history and keeps the visitor where they are on the page.
                replace
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                  current
                    ? 'border-transparent bg-gradient-to-r from-cyan-500 to-violet-500 text-space-950 shadow-[0_0_20px_-6px_rgba(34,211,238,0.8)]'
                    : 'border-neon-violet/30 bg-space-900/60 text-slate-200 hover:border-neon-cyan/60 hover:text-cyan-100'
                }`}
              >
                {label}
              </AppLink>
            </li>
          );
        })}
        {loading
          ? PLACEHOLDER_WIDTHS.map((width, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                key={i}
                aria-hidden="true"
                className={`h-10 animate-pulse rounded-full bg-space-800/80 motion-reduce:animate-none ${width}`}
              />
            ))
          : null}
      </ul>
    </nav>
  );
}
