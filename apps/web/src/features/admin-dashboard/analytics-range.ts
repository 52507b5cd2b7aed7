// The analytics range in the URL (?from=&to=&bucket=), so a reload or a shared link shows the same figures,
// and the quick ranges, counted in days on the shop's clock.
import { ANALYTICS_BUCKETS, type AnalyticsBucket, addDays, DEFAULT_ANALYTICS_BUCKET } from '@astroden/shared/constants';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import type { AnalyticsRange } from '../../lib/api/analytics.ts';

const rangeParsers = {
  from: parseAsString,
  to: parseAsString,
  bucket: parseAsStringLiteral(ANALYTICS_BUCKETS).withDefault(DEFAULT_ANALYTICS_BUCKET),
};

export function useAnalyticsRange() {
  const [state, setState] = useQueryStates(rangeParsers);
  const range: AnalyticsRange = { bucket: state.bucket };
  if (state.from) range.from = state.from;
  if (state.to) range.to = state.to;
  return {
    range,
    setRange: (next: { from?: string | null; to?: string | null; bucket?: AnalyticsBucket }) => setState(next),
  };
}

export const QUICK_RANGES = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: 'month', label: 'This month' },
  { id: 'year', label: 'This year' },
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number]['id'];

/** The from and to of a quick range ending today. */
export function quickRange(id: QuickRange, today: string): { from: string; to: string } {
  switch (id) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}
