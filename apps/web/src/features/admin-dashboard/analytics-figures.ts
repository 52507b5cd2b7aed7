// Words and numbers around the analytics chart: the change against the previous period (said in text, never
// by colour alone) and the short and long names of a bucket and a range.
import type { AnalyticsBucket } from '@astroden/shared/constants';

export interface Change {
  direction: 'up' | 'down' | 'same' | 'new';
  /** e.g. "+12%", "−5%", "0%", "New" */
  text: string;
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** How `current` compares with `previous`: a whole percentage, or "New" when there was nothing before. */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { direction: 'same', text: '0%' } : { direction: 'new', text: 'New' };
  const ratio = ((current - previous) / previous) * 100;
  const rounded = Math.round(ratio);
  if (rounded === 0) return { direction: 'same', text: '0%' };
  return rounded > 0
    ? { direction: 'up', text: `+${percent.format(rounded)}%` }
    : { direction: 'down', text: `−${percent.format(-rounded)}%` };
}

const dayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const monthYear = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short', year: '2-digit' });
const fullDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

// Bucket starts and range ends are already days on the shop's clock: formatted as they are (UTC), not moved.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A chart tick: "24 Nov" for days and weeks, "Nov 26" for months. */
export function tickLabel(bucket: AnalyticsBucket, start: string): string {
  return (bucket === 'month' ? monthYear : dayMonth).format(asDate(start));
}

/** "26 Oct 2026 – 24 Nov 2026" */
export function rangeLabel(from: string, to: string): string {
  return `${fullDay.format(asDate(from))} – ${fullDay.format(asDate(to))}`;
}
