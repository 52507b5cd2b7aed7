import { describe, expect, it } from 'vitest';
import { periodLabel } from './sales-labels.ts';

describe('periodLabel', () => {
  it('names months with three letters and a 2-digit year, September included', () => {
    expect(periodLabel('2026-09')).toBe('Sep 26');
    expect(periodLabel('2025-12')).toBe('Dec 25');
    expect(periodLabel('2026-01')).toBe('Jan 26');
  });

  it('names weeks with their number and leaves a year as it is', () => {
    expect(periodLabel('2026-W09')).toBe("W09 '26");
    expect(periodLabel('2026')).toBe('2026');
  });
});
