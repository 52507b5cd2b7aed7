// A labelled progress bar for a step of the import (upload, check, apply): a native <progress>, so
// assistive technology reads its value; the figure beside it says the same in words.

export function ImportProgress({
  label,
  value,
  max,
  unit,
}: {
  label: string;
  value: number;
  max: number;
  unit: string;
}) {
  const done = max > 0 ? Math.min(value, max) : 0;
  const percent = max > 0 ? Math.round((done / max) * 100) : 0;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-100">{label}</span>
        <span className="tabular-nums text-slate-300">
          {unit === 'bytes'
            ? `${percent}%`
            : `${done.toLocaleString('en-IN')} of ${max.toLocaleString('en-IN')} ${unit}`}
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
