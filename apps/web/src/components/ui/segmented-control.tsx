// A small group of toggle buttons where exactly one is on (aria-pressed), e.g. Week / Month / Year.

interface SegmentedControlProps<V extends string> {
  /** Accessible name of the group, e.g. "Sales period". */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
  className?: string;
}

export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
}: SegmentedControlProps<V>) {
  return (
    <fieldset
      aria-label={label}
      className={`inline-flex rounded-lg border border-white/10 bg-space-950/60 p-0.5 ${className}`}
    >
      {options.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={on}
            onClick={() => {
              if (!on) onChange(option.value);
            }}
            className={`rounded-md px-3 py-1 text-sm font-medium transition-colors ${
              on ? 'bg-neon-cyan/20 text-cyan-100' : 'text-slate-300 hover:bg-white/5 hover:text-white'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
