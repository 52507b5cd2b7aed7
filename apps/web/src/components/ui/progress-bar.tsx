// A labelled progress bar (role="progressbar" with its value) with the percentage written beside it,
// e.g. an upload: <ProgressBar label="Uploading images" value={0.42} />.
interface ProgressBarProps {
  /** Names the bar for screen readers and is shown above it. */
  label: string;
  /** 0 to 1. */
  value: number;
  className?: string;
}

export function ProgressBar({ label, value, className = '' }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={`min-w-0 ${className}`}>
      <div className="mb-1 flex justify-between gap-3 text-xs text-slate-300">
        <span>{label}</span>
        <span aria-hidden="true" className="tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-cyan-400 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
