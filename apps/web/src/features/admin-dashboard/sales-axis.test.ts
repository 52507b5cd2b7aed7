import { describe, expect, it } from 'vitest';
import { salesAxis } from './sales-axis.ts';

const labels = (max: number) => {
  const axis = salesAxis(max);
  return axis.ticks.map(axis.label);
};

describe('salesAxis', () => {
  it('writes every tick in the unit of the top one, with round values (QA: ₹35K, ₹70K, ₹1.1L, ₹1.4L)', () => {
    expect(labels(138_000)).toEqual(['₹0', '₹0.5L', '₹1L', '₹1.5L']);
    expect(labels(105_000)).toEqual(['₹0', '₹0.25L', '₹0.5L', '₹0.75L', '₹1L', '₹1.25L']);
  });

  it('picks thousands, lakhs or crores by the top tick, and reaches at least the best period', () => {
    expect(labels(9_400)).toEqual(['₹0', '₹2K', '₹4K', '₹6K', '₹8K', '₹10K']);
    expect(labels(2_35_00_000)).toEqual(['₹0', '₹0.5Cr', '₹1Cr', '₹1.5Cr', '₹2Cr', '₹2.5Cr']);
    expect(labels(640)).toEqual(['₹0', '₹200', '₹400', '₹600', '₹800']);
    expect(labels(0.7)).toEqual(['₹0', '₹0.2', '₹0.4', '₹0.6', '₹0.8']);
    for (const max of [1, 999, 1000, 1_00_000, 3_21_987.5]) {
      const { ticks } = salesAxis(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('has just ₹0 with no sales', () => {
    expect(labels(0)).toEqual(['₹0']);
  });
});
