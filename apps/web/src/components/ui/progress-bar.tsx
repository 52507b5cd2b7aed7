// A labelled progress bar: a native <progress>, so assistive technology reads its value, and the same
// figure in words beside it: a percentage, or "1,200 of 10,000 rows" when `unit` is given. Used for
// uploads (form modals, the CSV import) and the import's check and apply.
interface ProgressBarProps {
  /** Names the bar (aria-label) and is shown above it. */
  label: string;
  value: number;
  /** 1 by default: `value` is then a share, 0 to 1. */
  max?: number;
  /** Counts instead of a percentage, e.g. "rows". */
  unit?: string;
  className?: string;
}

export function ProgressBar({ label, value, max = 1, unit, className = '' }: ProgressBarProps) {
  const done = max > 0 ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? Math.round((done / max) * 100) : 0;
  return (
    <div className={`min-w-0 space-y-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-100">{label}</span>
        <span className="tabular-nums text-slate-300">
          {unit ? `${done.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} ${unit}` : `${percent}%`}
        </span>
      </div>
      <progress
        aria-label={label}
        value={done}
        max={max || 1}
        className="h-2 w-full overflow-hidden rounded-full bg-space-700 [&::-moz-progress-bar]:bg-neon-cyan [&::-webkit-progress-bar]:bg-space-700 [&::-webkit-progress-value]:bg-gradient-to-r [&::-webkit-progress-value]:from-cyan-400 [&::-webkit-progress-value]:to-violet-400"
      />
    </div>
  );
}
