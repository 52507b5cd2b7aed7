// The marketplace chips on the home page: All plus each category, one pressed at a time.
import type { Category } from '@astroden/shared';

export const ALL_CATEGORIES = 'all';

/** Pills held in place while the categories load, so the products below do not jump when they arrive. */
const PLACEHOLDER_WIDTHS = ['w-28', 'w-32', 'w-28', 'w-36', 'w-32'];

export function CategoryChips({
  categories,
  loading = false,
  selected,
  onSelect,
}: {
  categories: readonly Pick<Category, 'name'>[];
  loading?: boolean;
  selected: string;
  onSelect: (category: string) => void;
}) {
  const chips = [
    { value: ALL_CATEGORIES, label: 'All' },
    ...categories.map(({ name }) => ({ value: name, label: name })),
  ];
  return (
    <fieldset className="min-w-0 mb-8 flex flex-wrap justify-center gap-2 sm:gap-3">
      <legend className="sr-only">Filter products by category</legend>
      {chips.map(({ value, label }) => {
        const pressed = value === selected;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
            className={`min-h-10 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
              pressed
                ? 'border-transparent bg-gradient-to-r from-cyan-500 to-violet-500 text-space-950 shadow-[0_0_20px_-6px_rgba(34,211,238,0.8)]'
                : 'border-neon-violet/30 bg-space-900/60 text-slate-200 hover:border-neon-cyan/60 hover:text-cyan-100'
            }`}
          >
            {label}
          </button>
        );
      })}
      {loading
        ? PLACEHOLDER_WIDTHS.map((width, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              key={i}
              aria-hidden="true"
              className={`h-10 animate-pulse rounded-full bg-space-800/80 motion-reduce:animate-none ${width}`}
            />
          ))
        : null}
    </fieldset>
  );
}
