// The analytics range: From and To (days on the shop's clock), quick ranges and the bucket size.
import type { AnalyticsBucket } from '@astroden/shared/constants';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { QUICK_RANGES, quickRange } from '../analytics-range.ts';
import { DateInput } from './date-input.tsx';

const BUCKET_OPTIONS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const satisfies readonly { value: AnalyticsBucket; label: string }[];

export function AnalyticsControls({
  from,
  to,
  bucket,
  today,
  onChange,
}: {
  from: string;
  to: string;
  bucket: AnalyticsBucket;
  /** Today on the shop's clock, where the quick ranges end. */
  today: string;
  onChange(next: { from?: string; to?: string; bucket?: AnalyticsBucket }): void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <DateInput label="From" value={from} onChange={(next) => onChange({ from: next, to })} />
          <DateInput label="To" value={to} onChange={(next) => onChange({ from, to: next })} />
        </div>
        <SegmentedControl<AnalyticsBucket>
          label="Group by"
          options={BUCKET_OPTIONS}
          value={bucket}
          onChange={(next) => onChange({ bucket: next })}
          className="mb-0.5"
        />
      </div>
      <fieldset aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {QUICK_RANGES.map((q) => {
          const range = quickRange(q.id, today);
          const on = range.from === from && range.to === to;
          return (
            <button
              key={q.id}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(range)}
              className={`rounded-full border px-3 py-1 text-xs font-medium transition-colors ${
                on
                  ? 'border-neon-cyan/60 bg-neon-cyan/15 text-cyan-100'
                  : 'border-white/15 text-slate-300 hover:border-white/30 hover:text-white'
              }`}
            >
              {q.label}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
