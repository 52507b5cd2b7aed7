import { todayIn } from '@astroden/shared/constants';
import { describe, expect, it } from 'vitest';
import { changeOf, rangeLabel, tickLabel } from './analytics-figures.ts';
import { quickRange } from './analytics-range.ts';

describe('changeOf', () => {
  it('says the change in words and sign, rounded to a whole percent', () => {
    expect(changeOf(112, 100)).toEqual({ direction: 'up', text: '+12%' });
    expect(changeOf(95, 100)).toEqual({ direction: 'down', text: '−5%' });
    expect(changeOf(100.2, 100)).toEqual({ direction: 'same', text: '0%' });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', text: '0%' });
    expect(changeOf(50, 0)).toEqual({ direction: 'new', text: 'New' });
    expect(changeOf(0, 80)).toEqual({ direction: 'down', text: '−100%' });
    expect(changeOf(2500, 100)).toEqual({ direction: 'up', text: '+2,400%' });
  });
});

describe('labels and ranges', () => {
  it('names ticks and ranges from the shop-clock days as they are', () => {
    expect(tickLabel('day', '2026-11-24')).toBe('24 Nov');
    expect(tickLabel('month', '2026-11-01')).toBe('Nov 26');
    expect(rangeLabel('2026-10-26', '2026-11-24')).toBe('26 Oct 2026 – 24 Nov 2026');
  });

  it('knows today in the shop time zone and the quick ranges ending today', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(todayIn('UTC', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-23');
    expect(quickRange('7d', '2026-11-24')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(quickRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(quickRange('month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(quickRange('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });
});
